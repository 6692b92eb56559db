import { Inject, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import type { RequestHandler } from 'express';
import { APP_CONFIG } from '../config/app-config.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { SESSION_MIDDLEWARE, SESSION_SETTINGS } from './auth.tokens.js';
import { CsrfMiddleware } from './csrf.middleware.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginService } from './login.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationController } from './registration.controller.js';
import { RegistrationService } from './registration.service.js';
import { VerificationCode, VerificationCodeSchema } from './schemas/verification-code.schema.js';
import { createSessionMiddleware, sessionSettingsFrom } from './session.middleware.js';
import { SessionsService } from './sessions.service.js';
import { VerificationCodeService } from './verification-code.service.js';

/**
 * Sessions, CSRF protection, login, registration and password reset. The guards and @CurrentUser() live in
 * common/auth (their user lookup comes from SessionUsersModule): no module imports this one to guard its routes.
 */
@Module({
  imports: [
    UsersModule,
    RateLimitModule,
    MailModule,
    PassportModule,
    MongooseModule.forFeature([{ name: VerificationCode.name, schema: VerificationCodeSchema }]),
  ],
  controllers: [AuthController, RegistrationController, PasswordResetController],
  providers: [
    { provide: SESSION_SETTINGS, inject: [APP_CONFIG], useFactory: sessionSettingsFrom },
    { provide: SESSION_MIDDLEWARE, inject: [SESSION_SETTINGS, getConnectionToken()], useFactory: createSessionMiddleware },
    SessionsService,
    PasswordHasher,
    LoginService,
    LocalStrategy,
    VerificationCodeService,
    RegistrationService,
    PasswordResetService,
  ],
  exports: [UsersModule, SessionsService, PasswordHasher, SESSION_MIDDLEWARE],
})
export class AuthModule implements NestModule {
  constructor(@Inject(SESSION_MIDDLEWARE) private readonly sessionMiddleware: RequestHandler) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.sessionMiddleware, CsrfMiddleware).forRoutes('{*path}');
  }
}
