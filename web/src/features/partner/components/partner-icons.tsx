import { LineIcon as Icon } from '#web/components/line-icon.tsx';

/*
 * The partner area's line icons (24 px grid, stroke in the current colour). Decorative: the button or
 * card that holds one carries the text.
 */

export const CalendarIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </Icon>
);

export const BikeIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="5.5" cy="16.5" r="3.5" />
    <circle cx="18.5" cy="16.5" r="3.5" />
    <path d="M5.5 16.5h5l3.5-7h3l1.5 7M11 9.5h3M14 6h2.5" />
  </Icon>
);

export const EyeOffIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c5 0 8.5 4.5 9.5 7-.4 1-1.2 2.3-2.3 3.5M6.6 6.6C4.6 7.9 3.1 9.9 2.5 12c1 2.5 4.5 7 9.5 7 1.9 0 3.5-.6 4.9-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Icon>
);

export const RupeeIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 4h12M6 9h12M14.5 4c2.5 0 3.5 2 3.5 2.5S17 14 10 14H7l8 7" />
  </Icon>
);

export const TrashIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </Icon>
);

export const PlusIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const PencilIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Icon>
);

export const PinIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
