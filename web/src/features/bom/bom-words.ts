import { BomLineMode, BomMatchState, BomPartOptionMatchType, BomState, type BomDoubt, type BomMatchConfidence, type BomMatchKind } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import type { BomField } from './bom-fields.ts';

/** Each BOM field's name on the mapping step. */
export const fieldLabel: Record<BomField, () => string> = {
  part_number: m.bom_fieldPartNumber,
  quantity: m.bom_fieldQuantity,
  manufacturer: m.bom_fieldManufacturer,
  value: m.bom_fieldValue,
  description: m.bom_fieldDescription,
  package: m.bom_fieldPackage,
  reference_designators: m.bom_fieldDesignators,
  dnp: m.bom_fieldDnp,
  target_price: m.bom_fieldTargetPrice,
};

/** How a line found its part, in a sentence. */
export const matchKindText: Record<BomMatchKind, () => string> = {
  exact: m.bom_kindExact,
  packaging: m.bom_kindPackaging,
  loose: m.bom_kindLoose,
  description: m.bom_kindDescription,
  none: m.bom_kindNone,
};

/** A short name for the kind, for badges and filters. */
export const matchKindLabel: Record<BomMatchKind, () => string> = {
  exact: m.bom_kindExactLabel,
  packaging: m.bom_kindPackagingLabel,
  loose: m.bom_kindLooseLabel,
  description: m.bom_kindDescriptionLabel,
  none: m.bom_kindNoneLabel,
};

/** Why a line needs the buyer's look, in a sentence. */
export const doubtText: Record<BomDoubt, () => string> = {
  several_candidates: m.bom_doubtSeveralCandidates,
  manufacturer_disagrees: m.bom_doubtManufacturerDisagrees,
  packaging_variant_only: m.bom_doubtPackagingVariantOnly,
  loose_key_only: m.bom_doubtLooseKeyOnly,
  description_only: m.bom_doubtDescriptionOnly,
  no_stock: m.bom_doubtNoStock,
  quantity_disagrees_with_designators: m.bom_doubtQuantityDesignators,
};

export const confidenceText: Record<BomMatchConfidence, () => string> = {
  high: m.bom_confidenceHigh,
  medium: m.bom_confidenceMedium,
  low: m.bom_confidenceLow,
  none: m.bom_confidenceNone,
};

export function matchStateText(state: BomMatchState): string {
  switch (state) {
    case BomMatchState.Unmatched:
      return m.bom_stateUnmatched();
    case BomMatchState.Exact:
      return m.bom_stateExact();
    case BomMatchState.Partial:
      return m.bom_statePartial();
    case BomMatchState.NoStock:
      return m.bom_stateNoStock();
  }
}

export function lineModeText(mode: BomLineMode): string {
  switch (mode) {
    case BomLineMode.Ignored:
      return m.bom_modeIgnored();
    case BomLineMode.Automatic:
      return m.bom_modeAutomatic();
    case BomLineMode.Manual:
      return m.bom_modeManual();
  }
}

export function bomStateText(state: BomState): string {
  switch (state) {
    case BomState.NotMatched:
      return m.bom_bomNotMatched();
    case BomState.Matching:
      return m.bom_bomMatching();
    case BomState.Matched:
      return m.bom_bomMatched();
  }
}

export function partMatchTypeText(type: BomPartOptionMatchType): string {
  switch (type) {
    case BomPartOptionMatchType.SamePartNumber:
      return m.bom_optionSamePartNumber();
    case BomPartOptionMatchType.SimilarPartNumber:
      return m.bom_optionSimilarPartNumber();
    case BomPartOptionMatchType.CrossReference:
      return m.bom_optionCrossReference();
  }
}
