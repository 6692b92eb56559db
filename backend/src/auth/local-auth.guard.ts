import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginBodySchema } from '@shop/contracts/accounts/account-bodies';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';

// Guards run before pipes: the login body is validated here, before passport reads it.
const loginBodyPipe = new ZodValidationPipe(loginBodySchema);

/** Checks email and password with the local strategy and puts the user on request.user. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = loginBodyPipe.transform(request.body);
    return (await super.canActivate(context)) as boolean;
  }
}
