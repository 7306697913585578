import { useState } from 'react';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';

/** The Bookings search box: an order id, a customer's e-mail or a plate; an empty search lists them all. */
export function BookingSearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      aria-label={text.adminBookingsSearch}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(q.trim());
      }}
    >
      <TextField
        label={text.adminBookingsSearchLabel}
        type="search"
        value={q}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setQ(event.target.value)}
        className="flex-1 sm:max-w-md"
      />
      <Button type="submit" variant="dark">
        {text.adminBookingsSearch}
      </Button>
    </form>
  );
}
