import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MigrationsService } from './migrations/migrations.service.js';
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
 * applies pending data migrations.
 */
@Module({
  imports: [
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
      }),
    }),
  ],
  providers: [MongoServerShutdown, MigrationsService],
})
export class DatabaseModule {}
