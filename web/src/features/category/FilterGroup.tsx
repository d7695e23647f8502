import { useId, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';

/** Values shown before "show all": enough for most parameters, short enough to scan. */
const COLLAPSED_VALUES = 8;

export interface FilterOption {
  /** What is stored in the URL when checked. */
  key: string;
  label: string;
}

/** One filter as a group of checkboxes under its legend; long groups open on request. */
export function FilterGroup({ legend, options, checked, onToggle }: { legend: string; options: FilterOption[]; checked: ReadonlySet<string>; onToggle: (key: string, on: boolean) => void }) {
  const groupId = useId();
  const [expanded, setExpanded] = useState(false);
  // Checked values stay visible even when the group is collapsed, so a selection is never hidden.
  const visible = expanded ? options : options.filter((option, index) => index < COLLAPSED_VALUES || checked.has(option.key));
  const listId = `${groupId}-values`;
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{legend}</legend>
      <div id={listId} className="filter-values">
        {visible.map((option) => (
          <CheckboxField
            key={option.key}
            id={`${groupId}-${options.indexOf(option)}`}
            label={option.label}
            checked={checked.has(option.key)}
            onCheckedChange={(on) => onToggle(option.key, on)}
          />
        ))}
      </div>
      {options.length > COLLAPSED_VALUES && (
        <button type="button" className="filter-more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? m.category_filterShowFewer() : m.category_filterShowAll({ count: options.length })}
        </button>
      )}
    </fieldset>
  );
}
