import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../test/admin-language';
import { chosenImage, storedImage } from '../uploads/image-draft';
import { emptyBoardDraft } from './board-draft';
import { boardFormProblems } from './board-form-rules';

describe('welcome board form rules', () => {
  it('asks for a title, a description and a cover', () => {
    expect(boardFormProblems(emptyBoardDraft()).map((problem) => inEnglish(problem.message))).toEqual([
      'The title must not be empty.',
      'The description must not be empty.',
      'A cover image is required.',
    ]);
  });

  it('accepts a chosen cover file, or the stored cover on revise', () => {
    const filled = { ...emptyBoardDraft(), title: 'Spring', description: 'Pink week' };
    expect(boardFormProblems({ ...filled, cover: chosenImage(new File(['png'], 'c.png')) })).toEqual([]);
    expect(boardFormProblems({ ...filled, cover: storedImage('/api/images/abc') })).toEqual([]);
  });
});
