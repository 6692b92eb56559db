import { useController, type FieldValues, type Path } from 'react-hook-form';
import { ImagePicker } from '../../uploads/components/image-picker';
import type { UploadForm } from '../hooks/use-upload-form';

interface ImageFieldProps<Draft extends FieldValues> {
  form: UploadForm<Draft>;
  path: Path<Draft>;
  /** Where the picker's upload state is kept (see ImageSlot). */
  slot: string;
  label: string;
  shape?: 'square' | 'banner';
}

/** An image of an upload form: the picker bound to its field, which takes the focus when it is the first wrong one. */
export function ImageField<Draft extends FieldValues>({ form, path, slot, label, shape }: ImageFieldProps<Draft>) {
  const { field } = useController({ control: form.form.control, name: path });
  return (
    <ImagePicker
      label={label}
      shape={shape}
      image={field.value}
      inputRef={field.ref}
      uploadState={form.uploadStates[slot]}
      error={form.messageOf(path)}
      onChoose={(file) => form.chooseImage(path, slot, file)}
    />
  );
}
