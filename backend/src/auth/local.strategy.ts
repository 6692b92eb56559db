import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { clientIp } from './client-ip.js';
import { LoginService } from './login.service.js';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly login: LoginService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<AuthenticatedUser> {
    return this.login.authenticate(email, password, clientIp(request));
  }
}
