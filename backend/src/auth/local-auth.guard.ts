import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createGlobalValidationPipe } from '../common/validation/global-validation.pipe.js';
import { LoginDto } from './dto/login.dto.js';

// Guards run before pipes: the login body is validated here, before passport reads it.
const loginBodyPipe = createGlobalValidationPipe();

/** Checks email and password with the local strategy and puts the user on request.user. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await loginBodyPipe.transform(request.body, { type: 'body', metatype: LoginDto });
    return (await super.canActivate(context)) as boolean;
  }
}
