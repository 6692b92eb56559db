import { expect, test, uniqueName } from '../fixtures/admin';

test.use({ viewport: { width: 1366, height: 900 } });

test('an admin imports products from a CSV file, sees the refused row, and a shopper finds the imported product', async ({
  adminPage,
  adminApi,
  page,
}) => {
  const cover = await adminApi.uploadImage([255, 200, 230]);
  const name = uniqueName('CSV Melody mug');
  const handle = name.toLowerCase().replaceAll(' ', '-');
  const csv = [
    'handle,name,category,ip,description,cover,subtype,price,sale_price,stock,listed',
    `${handle},${name},Mugs,"My Melody, Sanrio",A mug from a file,${cover},Pink,12.50,,4,true`,
    `${handle},${name},Mugs,"My Melody, Sanrio",A mug from a file,${cover},Sky,13,,2,true`,
    `${handle}-bad,Bad price,Mugs,,,${cover},One,cheap,,1,true`,
  ].join('\n');

  await adminPage.goto('/adminOperation');
  await adminPage.getByRole('link', { name: /^Import and export/ }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Import and export');
  const importSection = adminPage.getByRole('region', { name: 'Import products from a CSV file' });
  await importSection.getByLabel('Import products from a CSV file').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(adminPage.getByText('catalogue.csv')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(adminPage.getByRole('status').filter({ hasText: 'created' })).toHaveText('1 created, 0 updated, 1 refused.');
  await expect(adminPage.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1)).toHaveText(
    '4Sub-type 1: the unit price must be a number.',
  );

  await page.goto(`/products/all/name_${encodeURIComponent(name)}`);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('$12.50');
});

test.describe('in the default language', () => {
  test.use({ adminLanguage: null });

  test('the import screen speaks Chinese, its file button and name included, the text of each button on one line', async ({
    adminPage,
  }) => {
    await adminPage.goto('/importExport');

    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('导入与导出');
    const chooseFile = adminPage.getByText('选择文件', { exact: true });
    await expect(chooseFile).toBeVisible();
    await expect(adminPage.getByText('未选择文件')).toBeVisible();
    for (const button of [chooseFile, adminPage.getByRole('button', { name: '导入', exact: true })]) {
      const lines = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
  });
});
