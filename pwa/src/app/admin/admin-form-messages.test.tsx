import { ADMIN_NAMESPACE, type AdminLanguage, type AdminMessageKey } from '@shop/contracts/admin-messages/catalogue';
import { act } from '@testing-library/react';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startAdminTestsIn } from '../../test/admin-language';
import { renderHookInApp } from '../../test/render-app';
import { emptyBoardDraft, boardImageSlots } from '../../features/admin/boards/board-draft';
import { boardFormRules } from '../../features/admin/boards/board-form-schema';
import { adminI18n } from '../../features/admin/i18n/admin-i18n';
import { emptyProductDraft, productImageSlots } from '../../features/admin/products/product-draft';
import { productFormRules } from '../../features/admin/products/product-form-schema';
import { useUploadForm } from '../../features/admin/forms/hooks/use-upload-form';

startAdminTestsIn('zh-CN');

const save = () => Promise.resolve({ messages: [] });
const uploadFailedMessage = { key: 'form.saveFailed' } as const;

type FormOptions<Draft extends FieldValues> = Pick<Parameters<typeof useUploadForm<Draft>>[0], 'rules' | 'defaultValues' | 'imageSlots'>;

/** An add form submitted empty. */
async function submitted<Draft extends FieldValues>(options: FormOptions<Draft>) {
  const { result } = renderHookInApp(() => useUploadForm({ ...options, save, uploadFailedMessage }));
  await act(() => result.current.onSubmit());
  return result;
}
const submittedProductForm = () =>
  submitted({ rules: productFormRules('add'), defaultValues: emptyProductDraft(), imageSlots: productImageSlots });
const submittedBoardForm = () => submitted({ rules: boardFormRules('add'), defaultValues: emptyBoardDraft(), imageSlots: boardImageSlots });

/** Words a catalogue text anew for one test. */
function wordedForThisTest(language: AdminLanguage, key: AdminMessageKey, text: string) {
  const catalogueText = adminI18n.getResource(language, ADMIN_NAMESPACE, key) as string;
  adminI18n.addResource(language, ADMIN_NAMESPACE, key, text);
  onTestFinished(() => void adminI18n.addResource(language, ADMIN_NAMESPACE, key, catalogueText));
}

describe("an admin form's field messages", () => {
  it.each([
    ['product', submittedProductForm],
    ['board', submittedBoardForm],
  ])(
    "the %s form's missing cover: plain text in the field error, said in the admin's language, anew when they switch",
    async (_form, submitted) => {
      const form = await submitted();

      expect(form.current.form.formState.errors.cover?.message).toBe('A cover image is required.');
      expect(form.current.messageOf('cover')).toBe('必须上传封面图片。');

      await act(() => adminI18n.changeLanguage('en'));
      expect(form.current.messageOf('cover')).toBe('A cover image is required.');
    },
  );

  it('says each form its own message for the same text: the product cover and the board cover', async () => {
    wordedForThisTest('zh-CN', 'product.coverRequired', '商品需要封面。');
    wordedForThisTest('zh-CN', 'board.coverRequired', '看板需要横幅。');
    wordedForThisTest('en', 'board.coverRequired', 'A board needs a banner.');
    const product = await submittedProductForm();
    const board = await submittedBoardForm();

    expect(board.current.form.formState.errors.cover?.message).toBe(product.current.form.formState.errors.cover?.message);
    expect(product.current.messageOf('cover')).toBe('商品需要封面。');
    expect(board.current.messageOf('cover')).toBe('看板需要横幅。');

    await act(() => adminI18n.changeLanguage('en'));
    expect(product.current.messageOf('cover')).toBe('A cover image is required.');
    expect(board.current.messageOf('cover')).toBe('A board needs a banner.');
  });

  it('shows a text its words do not know as it is', async () => {
    const product = await submittedProductForm();

    act(() => product.current.form.setError('proName', { message: 'Invalid input' }));

    expect(product.current.messageOf('proName')).toBe('Invalid input');
  });
});
