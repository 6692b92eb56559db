import { registerBodySchema } from '@shop/contracts/accounts/account-bodies';
import * as z from 'zod/mini';

export const POLICY_NOT_AGREED = 'Please agree with the website policies.';

/** The register form: the contract's body and the policy box, which only the form asks about. */
export const registerFormSchema = z.extend(registerBodySchema, { agreed: z.literal(true, POLICY_NOT_AGREED) });
