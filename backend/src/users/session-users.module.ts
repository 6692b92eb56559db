import { Global, Module } from '@nestjs/common';
import { SessionUsers } from '../common/auth/authenticated-user.js';
import { UsersModule } from './users.module.js';
import { UsersService } from './users.service.js';

/**
 * The users' SessionUsers for the guards of common/auth, everywhere: a module puts SessionGuard or AdminGuard
 * on its routes without importing a feature module for it. Imported once, by the app module.
 */
@Global()
@Module({
  imports: [UsersModule],
  providers: [{ provide: SessionUsers, useExisting: UsersService }],
  exports: [SessionUsers],
})
export class SessionUsersModule {}
