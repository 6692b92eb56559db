import 'reflect-metadata';
import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { PasswordHasher } from '../src/auth/password-hasher.js';
import { type AppConfig, loadConfig } from '../src/config/app-config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { DatabaseModule } from '../src/database/database.module.js';
import { User, UserSchema } from '../src/users/schemas/user.schema.js';
import { UsersService } from '../src/users/users.service.js';

export { PasswordHasher, UsersService };

/** Only what the CLI needs: tsx emits no decorator metadata, so nothing here may rely on inferred types. */
@Module({})
class AdminCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
      providers: [UsersService, PasswordHasher],
    };
  }
}

/** The users and the password hasher on the shop's own configuration and database. */
export function createAdminCliContext(): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AdminCliModule.forRoot(loadConfig()), { logger: ['error', 'warn'] });
}
