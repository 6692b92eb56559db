import { apiPatch } from '../../../lib/api-client';

/** Toggles a favourite on the server; true when the reply says it was added (mode "update"). */
export async function reviseFav(proID: string): Promise<boolean> {
  const body = await apiPatch('/users/reviseFav', { proID }, () =>
    import('@shop/contracts/users/user').then((contract) => contract.reviseFavResponseSchema),
  );
  return body.mode === 'update';
}
