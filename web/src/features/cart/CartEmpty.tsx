import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** An empty cart: says so, and leads to parts by a part-number search or through the categories. */
export function CartEmpty() {
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState('');
  const [problem, setProblem] = useState<string>();

  function search(event: FormEvent) {
    event.preventDefault();
    const wanted = keywords.trim();
    if (!wanted) {
      setProblem(m.cart_emptySearchRequired());
      document.getElementById('cart-empty-search')?.focus();
      return;
    }
    void navigate({ href: localizePath(`/s?keywords=${encodeURIComponent(wanted)}`) });
  }

  return (
    <section className="cart-empty" aria-labelledby="cart-empty-title">
      <h2 id="cart-empty-title" className="cart-empty-title">
        {m.cart_emptyTitle()}
      </h2>
      <EmptyState height={160} />
      <p className="cart-empty-hint">{m.cart_emptyHint()}</p>
      <form className="cart-empty-search" role="search" aria-label={m.cart_emptySearchLabel()} noValidate onSubmit={search}>
        <TextField
          id="cart-empty-search"
          label={m.cart_emptySearchLabel()}
          value={keywords}
          error={problem}
          autoComplete="off"
          onChange={(event) => {
            setKeywords(event.currentTarget.value);
            setProblem(undefined);
          }}
        />
        <button type="submit" className="button button-primary">
          {m.cart_emptySearch()}
        </button>
      </form>
      <p className="cart-empty-hint">
        <LocalLink to="/category">{m.cart_emptyBrowseCategories()}</LocalLink>
      </p>
    </section>
  );
}
