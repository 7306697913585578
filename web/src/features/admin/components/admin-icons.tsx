import { LineIcon as Icon } from '#web/components/line-icon.tsx';

/*
 * The admin area's own line icons (24 px grid, stroke in the current colour), next to the partner
 * area's (calendar, rupee, plus, trash). Decorative: the card or button that holds one carries the text.
 */

export const UsersIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
  </Icon>
);

export const StoreIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 10v10h16V10M3 4h18l-1.5 6h-15L3 4ZM9 20v-5h6v5" />
  </Icon>
);

export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ShieldCheckIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.2 7.5 9.5 4.4-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Icon>
);
