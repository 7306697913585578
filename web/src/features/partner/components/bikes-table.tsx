import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PartnerBike } from '#shared/api/bikes.ts';
import { text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { formatMoney } from '#web/lib/format.ts';
import type { BikeActions } from '../use-bike-actions.ts';
import { TrashIcon } from './partner-icons.tsx';

function Thumbnail({ bike }: { bike: PartnerBike }) {
  const src = bike.image[0];
  const box = 'block h-12 w-16 max-w-none shrink-0 overflow-hidden rounded-lg bg-stone-100 ring-1 ring-black/5';
  if (!src)
    return <span className={`${box} text-center text-[10px] leading-12 text-stone-500`}>{text.noBikePhoto}</span>;
  return (
    <UploadedImage
      src={src}
      alt={text.bikePhotoAlt(bike.name)}
      width={64}
      height={48}
      sizes="64px"
      className={`${box} object-cover`}
    />
  );
}

function columns(actions: BikeActions): DataTableColumn<PartnerBike>[] {
  const nowrap = 'whitespace-nowrap';
  return [
    { header: text.bikeImage, cell: (bike) => <Thumbnail bike={bike} />, className: 'lg:w-24' },
    {
      header: text.bikeName,
      card: 'title',
      className: 'lg:min-w-36',
      cell: (bike): ReactNode => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-semibold">{bike.name}</span>
          {!bike.status && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {text.hiddenBadge}
            </span>
          )}
        </span>
      ),
    },
    { header: text.bikeBrand, cell: (bike) => bike.brand },
    { header: text.bikeCategory, cell: (bike) => bike.category },
    { header: text.bikeMakeYear, cell: (bike) => bike.makeYear, className: 'tabular-nums' },
    { header: text.bikeRentPerHour, cell: (bike) => formatMoney(bike.rentPerHour), className: 'tabular-nums' },
    {
      header: text.bikePlateNumber,
      cell: (bike) => <span className="font-mono text-xs">{bike.plateNumber}</span>,
      className: nowrap,
    },
    { header: text.bikeEngineCc, cell: (bike) => bike.engineCC, className: 'tabular-nums' },
    {
      header: text.bikeActions,
      card: 'full',
      className: nowrap,
      cell: (bike) => {
        const busy = actions.busyId === bike._id;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <Link
              to={`/partner/bikes/${bike._id}/calendar`}
              state={{ bikeName: bike.name }}
              aria-label={text.calendarLinkLabel(bike.name)}
              className={buttonClass('outline')}
            >
              {text.calendarLink}
            </Link>
            <Link
              to={`/partner/bikes/${bike._id}/edit`}
              state={{ bike }}
              aria-label={text.editBikeLabel(bike.name)}
              className={buttonClass('outline')}
            >
              {text.editBike}
            </Link>
            <Button
              variant={bike.status ? 'outline' : 'dark'}
              disabled={busy}
              aria-label={bike.status ? text.hideBikeLabel(bike.name) : text.unhideBikeLabel(bike.name)}
              onClick={() => void actions.toggle(bike)}
              className="min-w-24"
            >
              {bike.status ? text.hide : text.unhide}
            </Button>
            <button
              type="button"
              disabled={busy}
              aria-label={text.deleteBikeLabel(bike.name)}
              onClick={() => void actions.remove(bike)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-danger hover:bg-red-50 disabled:opacity-50"
            >
              {busy ? <Spinner size="sm" /> : <TrashIcon className="size-5" />}
            </button>
          </span>
        );
      },
    },
  ];
}

export interface BikesTableProps {
  bikes: readonly PartnerBike[] | undefined;
  loading: boolean;
  actions: BikeActions;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * The partner's bikes (spec section 2): Image, Name, Brand, Category, Make Year, Rent Per Hour,
 * Plate Number, Engine CC, Actions (Calendar, Edit, Hide or Unhide, and the delete icon).
 */
export function BikesTable({ bikes, loading, actions, error, empty }: BikesTableProps) {
  return (
    <DataTable
      label={text.partnerBikesLabel}
      columns={columns(actions)}
      rows={bikes}
      getRowKey={(bike) => bike._id}
      loading={loading}
      skeletonRows={6}
      error={error}
      empty={empty}
    />
  );
}
