import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { MigrationRegistry, registerMigrations } from './migrations/migration-registry.js';
import { MigrationsService } from './migrations/migrations.service.js';
import { objectIdReferencesMigration } from './migrations/object-id-references.migration.js';
import { MONGO_SERVER, type MongoServer, mongoServerProvider, MongoServerShutdown } from './mongo-server.js';

const DEFAULT_DATABASE_NAME = 'shop';
const DATABASE_IN_URI = /^mongodb(?:\+srv)?:\/\/[^/]+\/[^/?]+/;

@Module({
  providers: [mongoServerProvider],
  exports: [mongoServerProvider],
})
class MongoServerModule {}

/**
 * Connects mongoose; when MONGODB_URI is unset, first starts the embedded server in this process. Then
 * applies the pending data migrations that the app's modules register (registerMigrations).
 */
@Module({
  imports: [
    DiscoveryModule,
    MongoServerModule,
    MongooseModule.forRootAsync({
      imports: [MongoServerModule],
      inject: [MONGO_SERVER],
      useFactory: (server: MongoServer) => ({
        uri: server.uri,
        // A database named in MONGODB_URI wins; otherwise the shop's own.
        dbName: DATABASE_IN_URI.test(server.uri) ? undefined : DEFAULT_DATABASE_NAME,
        serverSelectionTimeoutMS: 10_000,
        retryAttempts: 2,
        retryDelay: 1_000,
        // The driver then reports each command's duration: observability/database-metrics.ts times them.
        monitorCommands: true,
        // Collections are made by their first write or index; the migrations service builds missing indexes (schema-indexes.ts).
        autoCreate: false,
        autoIndex: false,
      }),
    }),
  ],
  // The references between orders, users and products predate per-module migrations: the database module keeps that one.
  providers: [MongoServerShutdown, MigrationRegistry, MigrationsService, registerMigrations(objectIdReferencesMigration)],
})
export class DatabaseModule {}
