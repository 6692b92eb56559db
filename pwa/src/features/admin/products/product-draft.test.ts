import { describe, expect, it } from 'vitest';
import { makeProduct, makeSubType } from '../../../test/factories';
import { newSubTypeDraft, productToDraft, toProductFields } from './product-draft';

describe('the revise payload of a product draft', () => {
  it('sends each loaded sub-type’s stock as loaded beside the stock typed, so that units sold meanwhile are kept', () => {
    const draft = productToDraft({
      ...makeProduct({ SubTypeSet: [makeSubType({ Name: 'Pink', LeftNum: 10 })] }),
      updatedAt: '2025-03-04T10:00:00.000Z',
    });
    draft.subTypeInfo[0].LeftNum = '15';

    expect(toProductFields(draft).subTypeInfo).toEqual([expect.objectContaining({ Name: 'Pink', LeftNum: 15, LoadedLeftNum: 10 })]);
  });

  it('sends no loaded stock for a sub-type added on the page', () => {
    const added = { ...newSubTypeDraft(), Name: 'Blue', Price: '5', LeftNum: '4' };

    expect(toProductFields({ ...productToDraft(makeProduct()), subTypeInfo: [added] }).subTypeInfo[0]).not.toHaveProperty('LoadedLeftNum');
  });
});
