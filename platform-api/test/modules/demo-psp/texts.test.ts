import { pspTexts } from '../../../src/modules/demo-psp/i18n';
import { pageTextGaps } from '../../helpers/page-texts';

describe("the demo payment provider's page texts", () => {
  it('are complete in each of the seven languages, with the placeholders of EN', () => {
    expect(pageTextGaps(pspTexts)).toEqual([]);
  });
});
