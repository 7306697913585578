/**
 * The invoice's print stylesheet: only the invoice is printed; the site's header, footer, chat button,
 * toasts and the page's buttons are hidden. Rendered by the page that has something to print.
 */
export function PrintStyles() {
  return (
    <style>{`
@media print {
  body * { visibility: hidden !important; }
  .invoice, .invoice * { visibility: visible !important; }
  .invoice { position: absolute; inset: 0 0 auto 0; box-shadow: none !important; }
  header, footer, nav, button { display: none !important; }
  .invoice header { display: flex !important; }
}
`}</style>
  );
}
