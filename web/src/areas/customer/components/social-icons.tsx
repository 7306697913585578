import { siteText as text } from '#shared/messages/site.ts';

// Simple outline marks drawn here (no icon font, nothing fetched).
const icons = [
  {
    label: text.socialFacebook,
    path: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.8c0-.5.3-.8.5-.8Z',
  },
  {
    label: text.socialInstagram,
    path: 'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5Zm4 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm5-1.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  { label: text.socialX, path: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.1 6H4l6.5-7.6L4 4Z' },
  {
    label: text.socialYoutube,
    path: 'M21 8.2a3 3 0 0 0-2-2.1C17.2 5.6 12 5.6 12 5.6s-5.2 0-7 .5a3 3 0 0 0-2 2.1 31 31 0 0 0 0 7.6 3 3 0 0 0 2 2.1c1.8.5 7 .5 7 .5s5.2 0 7-.5a3 3 0 0 0 2-2.1 31 31 0 0 0 0-7.6ZM10 15V9l5.2 3L10 15Z',
  },
] as const;

/** The footer's social icons. They lead nowhere yet (the spec gives no addresses), so they are images. */
export function SocialIcons() {
  return (
    <ul className="flex gap-3">
      {icons.map((icon) => (
        <li key={icon.label}>
          <span
            role="img"
            aria-label={icon.label}
            className="inline-flex size-10 items-center justify-center rounded-full bg-ink-soft text-stone-200 ring-1 ring-stone-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={icon.path} />
            </svg>
          </span>
        </li>
      ))}
    </ul>
  );
}
