import { calendarTokenResponse } from '#shared/api/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/calendarToken: a new private iCal address of the bike; the old one stops working. */
export async function newCalendarAddress(bikeId: string): Promise<string> {
  return (await apiRequest('partner', '/calendarToken', { body: { id: bikeId }, schema: calendarTokenResponse })).data
    .url;
}
