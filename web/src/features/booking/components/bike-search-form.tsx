import { useRef, useState, type FormEvent } from 'react';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import { TIME_SLOTS } from '#shared/domain/slots.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showSuccess } from '#web/lib/toast.ts';
import { loadSearchRules, withSearchRules } from '../search-rules.ts';
import { SEARCH_FIELDS, type SearchField, type SearchFilters } from '../search-params.ts';
import { SelectInput, plainOptions } from './select-input.tsx';

const SORT_OPTIONS = [
  { value: 'lowToHigh', label: text.sortLowToHigh },
  { value: 'highToLow', label: text.sortHighToLow },
];

export interface BikeSearchFormProps {
  /** The applied search (from the URL): the form starts from it. */
  initial: SearchFilters;
  cities: readonly string[];
  /** Called with valid filters after 'changes applied'. */
  onApply: (filters: SearchFilters) => void;
}

/**
 * The filters of /viewBikes (spec sections 2 and 5): sort, category, search text, city, pick-up and
 * drop date + hourly slot. Apply shows each broken rule beside its field (issue #34: no toasts that pile
 * up) and moves the focus to the first, else says 'changes applied'. A field's message goes when it is edited.
 */
export function BikeSearchForm({ initial, cities, onApply }: BikeSearchFormProps) {
  const [filters, setFilters] = useState<SearchFilters>(initial);
  const [errors, setErrors] = useState<Partial<Record<SearchField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const today = istDate(new Date());
  const set = (key: keyof SearchFilters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key as SearchField];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...filters, search: filters.search.trim() };
    withSearchRules(({ searchFieldErrors }) => {
      const found = searchFieldErrors(trimmed);
      setErrors(found);
      const first = SEARCH_FIELDS.find((field) => found[field] !== undefined);
      if (first) {
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      showSuccess(msg.changesApplied);
      onApply(trimmed);
    });
  };

  // the city the URL names stays selectable even before the cities arrive
  const cityChoices = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;

  return (
    <form
      ref={formRef}
      aria-label={text.searchFilters}
      noValidate
      onSubmit={submit}
      // the rules are on their way by the time Apply is pressed
      onFocusCapture={() => void loadSearchRules().catch(() => undefined)}
      onPointerDownCapture={() => void loadSearchRules().catch(() => undefined)}
      className="grid grid-cols-1 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
    >
      <SelectInput
        label={text.cityLabel}
        name="city"
        error={errors.city}
        placeholder={text.selectCity}
        options={plainOptions(cityChoices)}
        value={filters.city}
        onChange={set('city')}
      />
      <TextField
        label={text.searchLabel}
        type="search"
        placeholder={text.searchPlaceholder}
        maxLength={60}
        value={filters.search}
        onChange={set('search')}
      />
      <SelectInput
        label={text.categoryLabel}
        placeholder={text.allCategories}
        options={plainOptions(BIKE_CATEGORIES)}
        value={filters.category}
        onChange={set('category')}
      />
      <SelectInput
        label={text.sortLabel}
        placeholder={text.sortPrice}
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={set('sort')}
      />
      <TextField
        label={text.pickUpDateLabel}
        name="pickUpDate"
        error={errors.pickUpDate}
        type="date"
        min={today}
        value={filters.pickUpDate}
        onChange={set('pickUpDate')}
      />
      <SelectInput
        label={text.pickUpTimeLabel}
        name="pickUpTime"
        error={errors.pickUpTime}
        placeholder={text.selectTime}
        options={plainOptions(TIME_SLOTS)}
        value={filters.pickUpTime}
        onChange={set('pickUpTime')}
      />
      <TextField
        label={text.dropDateLabel}
        name="dropDate"
        error={errors.dropDate}
        type="date"
        min={filters.pickUpDate || today}
        value={filters.dropDate}
        onChange={set('dropDate')}
      />
      <SelectInput
        label={text.dropTimeLabel}
        name="dropTime"
        error={errors.dropTime}
        placeholder={text.selectTime}
        options={plainOptions(TIME_SLOTS)}
        value={filters.dropTime}
        onChange={set('dropTime')}
      />
      <div className="sm:col-span-2 lg:col-span-4 lg:flex lg:justify-end">
        <Button type="submit" variant="dark" className="w-full lg:w-48">
          {text.apply}
        </Button>
      </div>
    </form>
  );
}
