import { describe, expect, it } from 'vitest';
import { choosePart, doubtsForQuantity } from './match-rules.ts';

describe('the doubt about a quantity and its designators', () => {
  it('is raised at matching when the quantity per set is not the number of designators', () => {
    const line = { partNumber: 'RC0603FR-0710KL', manufacturer: 'Yageo', quantity: 5, designatorCount: 4 };
    expect(choosePart(line, []).doubts).toEqual(['quantity_disagrees_with_designators']);
    expect(choosePart({ ...line, quantity: 4 }, []).doubts).toEqual([]);
  });

  it('follows a quantity the buyer changes, keeping the other doubts', () => {
    expect(doubtsForQuantity(['quantity_disagrees_with_designators', 'several_candidates'], { quantity: 4, designatorCount: 4 })).toEqual(['several_candidates']);
    expect(doubtsForQuantity(['packaging_variant_only'], { quantity: 3, designatorCount: 1 })).toEqual(['quantity_disagrees_with_designators', 'packaging_variant_only']);
    expect(doubtsForQuantity(['quantity_disagrees_with_designators'], { quantity: 7, designatorCount: 2 })).toEqual(['quantity_disagrees_with_designators']);
  });

  it('is not raised for a line without designators', () => {
    expect(doubtsForQuantity([], { quantity: 12, designatorCount: 0 })).toEqual([]);
  });
});
