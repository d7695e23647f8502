import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';

export interface ChoiceCard {
  value: string;
  content: ReactNode;
}

interface Props {
  id: string;
  /** Id of the heading that names the group. */
  labelledBy: string;
  value: string;
  onValueChange: (value: string) => void;
  cards: ChoiceCard[];
  disabled?: boolean;
}

/**
 * A radio group drawn as cards: the whole card is the radio's label, arrow
 * keys move between cards and Space picks one, as in any radio group.
 */
export function ChoiceCards({ id, labelledBy, value, onValueChange, cards, disabled }: Props) {
  return (
    <RadioGroup.Root className="checkout-cards" value={value} onValueChange={onValueChange} aria-labelledby={labelledBy} disabled={disabled}>
      {cards.map((card) => {
        const itemId = `${id}-${card.value}`;
        return (
          <div key={card.value} className={card.value === value ? 'checkout-card checkout-card-chosen' : 'checkout-card'}>
            <RadioGroup.Item className="radio" value={card.value} id={itemId}>
              <RadioGroup.Indicator className="radio-indicator" />
            </RadioGroup.Item>
            <label htmlFor={itemId} className="checkout-card-label">
              {card.content}
            </label>
          </div>
        );
      })}
    </RadioGroup.Root>
  );
}
