import { msg } from '#shared/messages.ts';

/**
 * The one confirmation dialog (spec section 4): 'Are you sure?' / "You won't be able to revert
 * this!" with the given confirm button text (msg.confirmRejectRequest, msg.confirmAccept,
 * msg.confirmChangeStatus, …). SweetAlert2 is loaded on first use, so only pages that confirm
 * something pay for it. Resolves true when the user confirmed.
 */
export async function confirmAction(confirmButtonText: string): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: msg.confirmTitle,
    text: msg.confirmText,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    confirmButtonColor: '#1c1917',
    cancelButtonColor: '#b91c1c',
    focusCancel: true,
  });
  return result.isConfirmed;
}
