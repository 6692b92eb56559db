import { ADMIN_LANGUAGE_STORAGE_KEY } from '@shop/contracts/admin-messages/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startAdminTestsIn } from '../../test/admin-language';
import { adminWelcomeBoardAnswer, adminWelcomeBoardsAnswer, messageAnswer } from '../../test/answers';
import { stubApi, urlOf, type StubbedAnswer } from '../../test/api-stub';
import { makeBoard } from '../../test/factories';
import { renderAdmin } from '../../test/render-app';

startAdminTestsIn('zh-CN');

const board = makeBoard({ _id: 'board-1', Title: 'Spring sale', Display: true });
const titleTooLong: StubbedAnswer = {
  status: 400,
  body: {
    success: false,
    message: 'The title must be at most 200 characters.',
    messageKeys: [{ key: 'board.titleTooLong', params: { max: 200 } }],
  },
};

/** An admin's API: the board list and the board, and `onSave` for a revise. */
function stubBoardsApi(
  onSave: StubbedAnswer = { body: { success: true, message: 'Welcome board revised.', messageKeys: [{ key: 'board.revised' }] } },
) {
  return stubApi((path) => {
    if (path.endsWith('/users/checkAdmin')) return { body: messageAnswer('You are an admin.') };
    if (path.includes('/getWelcomeBoards/')) return { body: adminWelcomeBoardsAnswer([board]) };
    if (path.includes('/getWelcomeBoard/')) return { body: adminWelcomeBoardAnswer(board) };
    return onSave;
  });
}

const adminArea = () => document.querySelector('.admin-layout')!;

describe('the back office language', () => {
  it('is Chinese at first, as the spec says, and says so in the lang attribute', async () => {
    stubBoardsApi();
    renderAdmin('/manageWelcomeBoard');

    expect(await screen.findByRole('heading', { name: '管理欢迎横幅' })).toBeTruthy();
    expect(await screen.findByText('显示中')).toBeTruthy();
    expect(adminArea().getAttribute('lang')).toBe('zh-CN');
    const switcher = screen.getByRole('group', { name: '语言' });
    expect(within(switcher).getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(switcher).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('switches to English with the header switch, everywhere at once, and keeps the choice on this device', async () => {
    const user = userEvent.setup();
    stubBoardsApi();
    renderAdmin('/manageWelcomeBoard');
    await screen.findByText('显示中');

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { name: 'Manage welcome boards' })).toBeTruthy();
    expect(screen.getByText('Shown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the shop' })).toBeTruthy();
    expect(adminArea().getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("says a form's broken rules in the admin's language, each naming its row", async () => {
    const user = userEvent.setup();
    stubBoardsApi();
    renderAdmin('/addProduct');

    await user.click(await screen.findByRole('button', { name: '保存' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('保存前请先修正以下问题：')).toBeTruthy();
    expect(within(summary).getByText('商品名称不能为空。')).toBeTruthy();
    expect(within(summary).getByText('子类型 1：名称不能为空。')).toBeTruthy();
  });

  it("tells the server's refusal in the language chosen, from its messageKeys", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBoardsApi(titleTooLong);
    renderAdmin('/reviseWelcomeBoard/board-1');

    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('标题最多 200 个字符。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The title must be at most 200 characters.')).toBeTruthy();
  });

  it('shows a message from outside the catalogue as the server wrote it, and "获取数据失败" when no answer comes', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubBoardsApi({ status: 409, body: { success: false, message: 'Someone else saved this board.' } });
    renderAdmin('/reviseWelcomeBoard/board-1');
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('Someone else saved this board.')).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        urlOf(input).endsWith('/users/checkAdmin')
          ? Promise.resolve(new Response(JSON.stringify(messageAnswer('You are an admin.'))))
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    renderAdmin('/manageWelcomeBoard');
    expect((await screen.findAllByText('获取数据失败')).length).toBeGreaterThan(0);
  });
});
