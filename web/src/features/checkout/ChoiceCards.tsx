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
 * Native radio buttons sharing a name: the browser gives them the keys and
 * the grouping, and checkout loads no widget library up front for them.
 */
export function ChoiceCards({ id, labelledBy, value, onValueChange, cards, disabled }: Props) {
  return (
    <div role="radiogroup" className="checkout-cards" aria-labelledby={labelledBy}>
      {cards.map((card) => {
        const itemId = `${id}-${card.value}`;
        return (
          <div key={card.value} className={card.value === value ? 'checkout-card checkout-card-chosen' : 'checkout-card'}>
            <input
              type="radio"
              className="checkout-card-radio"
              name={id}
              value={card.value}
              id={itemId}
              checked={card.value === value}
              disabled={disabled}
              onChange={() => onValueChange(card.value)}
            />
            <label htmlFor={itemId} className="checkout-card-label">
              {card.content}
            </label>
          </div>
        );
      })}
    </div>
  );
}
