import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingConsentResponse, type MessagingConsent } from '#shared/api/messaging.ts';
import { text } from '#shared/messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** The query key of the signed-in customer's WhatsApp/SMS choice. */
export const messagingConsentKey = ['messagingConsent'] as const;

/**
 * The WhatsApp/SMS opt-in (issue #33), at checkout and in the profile: a checkbox labelled with the
 * exact words the server stores with the answer (the catalogue's `messagingOptInWords`), off until
 * ticked; unticking withdraws it. Each change is saved at once (PUT /api/messagingConsent).
 */
export function MessagingOptIn({ source }: { source: 'checkout' | 'profile' }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The ticked state shows at once, in the click's own render: a controlled checkbox that waited for
  // the mutation's pending state would flip back for a frame (and a tick would look refused).
  const [asked, setAsked] = useState<boolean | null>(null);
  const consent = useQuery({
    queryKey: messagingConsentKey,
    queryFn: async ({ signal }): Promise<MessagingConsent> =>
      (
        await apiRequest('customer', '/messagingConsent', {
          method: 'GET',
          schema: messagingConsentResponse,
          signal,
          quiet: true,
        })
      ).data,
  });
  const save = useMutation({
    mutationFn: (optIn: boolean) =>
      apiRequest('customer', '/messagingConsent', {
        method: 'PUT',
        body: { optIn, source },
        schema: messagingConsentResponse,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(messagingConsentKey, answer.data);
      showSuccess(answer.message);
    },
    onSettled: () => setAsked(null),
  });
  const checked = asked ?? consent.data?.optedIn ?? false;
  return (
    <div className="flex items-start gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-black/5">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-amber-500"
        checked={checked}
        disabled={!consent.data || asked !== null}
        onChange={(event) => {
          setAsked(event.target.checked);
          save.mutate(event.target.checked);
        }}
      />
      <label htmlFor={id} className="text-stone-700">
        <span className="block font-semibold text-ink">{text.messagingTitle}</span>
        {text.messagingOptInWords}
      </label>
    </div>
  );
}
