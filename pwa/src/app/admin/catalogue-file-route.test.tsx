import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startAdminTestsIn } from '../../test/admin-language';
import { messageAnswer } from '../../test/answers';
import { stubApi } from '../../test/api-stub';
import { renderAdmin } from '../../test/render-app';

startAdminTestsIn('zh-CN');

const importAnswer = {
  success: true,
  message: 'Products imported.',
  created: 2,
  updated: 1,
  refused: [
    {
      row: 4,
      message: 'Sub-type 1: the unit price must be a number.',
      messageKeys: [{ key: 'subType.priceNotNumber', params: { row: 1 } }],
    },
  ],
};

function stubImportApi() {
  return stubApi((path) => (path.endsWith('/users/checkAdmin') ? { body: messageAnswer('You are an admin.') } : { body: importAnswer }));
}

describe('the import and export screen', () => {
  it("names the chosen file in the admin's language, imports it and lists the refused rows with their reasons", async () => {
    const user = userEvent.setup();
    const fetchStub = stubImportApi();
    renderAdmin('/importExport');

    expect(await screen.findByRole('heading', { name: '导入与导出' })).toBeTruthy();
    expect(screen.getByText('选择文件')).toBeTruthy();
    expect(screen.getByText('未选择文件')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('从 CSV 文件导入商品', { selector: 'input' }),
      new File(['handle,name'], 'catalogue.csv', { type: 'text/csv' }),
    );
    expect(screen.getByText('catalogue.csv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '导入' }));

    expect(await screen.findByText('新建 2 个，更新 1 个，拒绝 1 行。')).toBeTruthy();
    const refused = screen.getByRole('table', { name: '被拒绝的行' });
    expect(within(refused).getByRole('row', { name: '4 子类型 1：单价必须是数字。' })).toBeTruthy();
    const importCall = fetchStub.mock.calls.find(([input]) =>
      decodeURIComponent(input as string).endsWith('/api/products/import'),
    ) as unknown as [string, RequestInit];
    expect((importCall[1].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('links the exports, the orders one with the dates and status chosen', async () => {
    const user = userEvent.setup();
    stubImportApi();
    renderAdmin('/importExport');

    expect((await screen.findByRole('link', { name: '下载商品目录（CSV）' })).getAttribute('href')).toBe('/api/products/export');
    await user.type(screen.getByLabelText('起始日期'), '2026-11-01');
    await user.selectOptions(screen.getByLabelText('状态'), 'Paid');

    expect(screen.getByRole('link', { name: '下载订单（CSV）' }).getAttribute('href')).toBe(
      '/api/orders/export?from=2026-11-01&status=Paid',
    );
  });
});
