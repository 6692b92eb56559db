import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import type { MessageOfText } from '@shop/contracts/admin-messages/admin-rule-words';
import { useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { AdminNotice } from '../../i18n/admin-notice';
import { useAdminText } from '../../i18n/use-admin-text';
import { useAdminToast } from '../../i18n/use-admin-toast';
import { useImageUploads } from '../../uploads/api/upload-image';
import { chosenImage, storedImage, type ImageDraft } from '../../uploads/image-draft';
import type { AdminFormRules } from '../admin-form-rules';

/** An image of a draft: where it sits in the form, and the slot its upload state is shown under. */
export interface ImageSlot<Draft extends FieldValues> {
  slot: string;
  path: Path<Draft>;
  image: ImageDraft;
}

interface UploadFormOptions<Draft extends FieldValues> {
  /** The contract's body schema and its words: its messages name the form's own fields. */
  rules: AdminFormRules<Draft>;
  defaultValues: Draft;
  imageSlots: (draft: Draft) => ImageSlot<Draft>[];
  /** Sends the draft, its images stored; resolves to the server's success message. */
  save: (draft: Draft) => Promise<AdminNotice>;
  onSaved?: () => void;
  /** Shown when an upload fails without a message from the server. */
  uploadFailedMessage: AdminMessage;
}

/** Spec §8: "entry failed, see console". */
const SAVE_FAILED: AdminMessage = { key: 'form.saveFailed' };

/**
 * An admin form with images, on react-hook-form: checked with the contract's schema before anything is
 * uploaded (every broken rule shown, the first offending field focused, a field's message cleared when it is
 * edited), then the chosen images are uploaded and the save call runs (spec §7). A failure is logged and
 * shown as the server's message, else the spec's text (§8).
 */
export function useUploadForm<Draft extends FieldValues>({
  rules,
  defaultValues,
  imageSlots,
  save,
  onSaved,
  uploadFailedMessage,
}: UploadFormOptions<Draft>) {
  const [messageOfText, setMessageOfText] = useState<MessageOfText>(() => noMessage);
  const form = useForm<Draft>({
    // A function in state is set through an updater.
    resolver: checkedWith(rules, (messageOf) => setMessageOfText(() => messageOf)),
    defaultValues: defaultValues as DefaultValues<Draft>,
    reValidateMode: 'onSubmit',
  });
  const { uploadStates, uploadChosen, forgetUpload } = useImageUploads();
  const { toastNotice, toastError } = useAdminToast();
  const { sayMessage } = useAdminText();

  const reportFailure = (error: unknown, fallbackMessage: AdminMessage) => {
    console.error('Admin save failed:', error);
    toastError(error, fallbackMessage);
  };

  const uploadThenSave = async (draft: Draft) => {
    const slots = imageSlots(draft);
    let urls: Record<string, string>;
    try {
      urls = await uploadChosen(Object.fromEntries(slots.map(({ slot, image }) => [slot, image])));
    } catch (error) {
      reportFailure(error, uploadFailedMessage);
      return;
    }
    // Kept in the form, so that a retry after a failed save uploads nothing again.
    for (const { slot, path } of slots) form.setValue(path, storedImage(urls[slot]) as PathValue<Draft, Path<Draft>>);
    try {
      toastNotice(await save(form.getValues()), { forNextPage: true });
    } catch (error) {
      reportFailure(error, SAVE_FAILED);
      return;
    }
    onSaved?.();
  };

  /** The message of a field (or of a whole list, at `<list>.root`) in the admin's language; a text the rules' words do not know, as it is. */
  const messageOf = (path: string): string | undefined => {
    const text = get<FieldErrors<Draft>, { message?: unknown } | undefined>(form.formState.errors, path)?.message;
    if (typeof text !== 'string') return undefined;
    const message = messageOfText(text);
    return message ? sayMessage(message) : text;
  };

  /** Props for a text field: registered, with its message, which editing clears. */
  const textField = (path: Path<Draft>) => ({
    ...form.register(path, { onChange: () => form.clearErrors(path) }),
    error: messageOf(path),
  });

  /** A newly chosen image: its field's message and its slot's last upload state no longer apply. */
  const chooseImage = (path: Path<Draft>, slot: string, file: File) => {
    form.setValue(path, chosenImage(file) as PathValue<Draft, Path<Draft>>);
    form.clearErrors(path);
    forgetUpload(slot);
  };

  return {
    form,
    onSubmit: form.handleSubmit(uploadThenSave),
    saving: form.formState.isSubmitting,
    uploadStates,
    messageOf,
    textField,
    chooseImage,
  };
}

export type UploadForm<Draft extends FieldValues> = ReturnType<typeof useUploadForm<Draft>>;

const noMessage: MessageOfText = () => undefined;

/** The rules' resolver, handing on the messages its last check's texts say. */
function checkedWith<Draft extends FieldValues>(
  { schema, words }: AdminFormRules<Draft>,
  onChecked: (messageOf: MessageOfText) => void,
): Resolver<Draft> {
  // Sync mode: the schema runs and its issues are read before the resolver's promise returns, within the check.
  const resolve = zodResolver(schema, undefined, { raw: true, mode: 'sync' }) as Resolver<Draft>;
  return (values, context, options) => {
    const [resolved, messageOf] = words.check(() => resolve(values, context, options));
    onChecked(messageOf);
    return resolved;
  };
}
