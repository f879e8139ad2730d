import { pageTexts } from '../../../src/modules/demo-vendor/i18n';
import { pageTextGaps } from '../../helpers/page-texts';

describe("the demo game page's texts", () => {
  it('are complete in each of the seven languages, with the placeholders of EN', () => {
    expect(pageTextGaps(pageTexts)).toEqual([]);
  });
});
