import type { ChatAttachmentCard, SendMessageRequest } from '@shop/contracts/chat/chat-events';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CartLine } from './cart-line';

/** What the Fav drawer shows of a favourite product, kept so that it can be shown offline. */
export interface FavouriteSnapshot {
  name: string;
  cover: string;
  priceCents: number;
  originalCents?: number;
}

export interface StoredFavourite {
  proid: string;
  /** Null until the product has been read from the server (e.g. a heart pressed before the drawer opened). */
  snapshot: FavouriteSnapshot | null;
}

/** A favourite change made offline: the state the shopper wants, sent when the network is back. */
export interface FavouriteIntent {
  proID: string;
  favourite: boolean;
}

/** A chat message typed but not yet stored by the server, kept so that a reload or a closed tab loses nothing. */
export interface QueuedChatMessage {
  /** Given by the store on queueing: the typing order, across tabs. */
  position: number;
  /** Whose queue it is: the shopper's email, or the back office's name for its own. */
  owner: string;
  request: SendMessageRequest;
  /** The attachment as the sender picked it, shown while waiting; the server makes the real card. */
  preview: ChatAttachmentCard | null;
  /** Why the server refused it: it then waits for the sender to try again or delete it. */
  failure: string | null;
}

export type CartLineKey = [proid: string, subType: string];

/** A stored cart line and its place in the cart: the store itself returns lines in key (product id) order. */
export type StoredCartLine = CartLine & { position?: number };

export interface ShopSchema extends DBSchema {
  /** Storage key `cart` of spec §3: one record per line, keyed by product and sub-type. */
  cart: { key: CartLineKey; value: StoredCartLine };
  /** Storage key `displayCart`: the items of the order being paid again. */
  displayCart: { key: CartLineKey; value: CartLine };
  /** Storage key `Fav`: the shopper's favourite products. */
  favourites: { key: string; value: StoredFavourite };
  outbox: { key: string; value: FavouriteIntent };
  /** Storage key `email`: set at login, cleared at logout. */
  session: { key: string; value: string };
  /** Chat messages waiting to be sent, in typing order; kept per owner, also across logouts. */
  chatOutbox: { key: number; value: QueuedChatMessage; indexes: { owner: string } };
}

export type ShopStoreName = 'cart' | 'displayCart' | 'favourites' | 'outbox' | 'session' | 'chatOutbox';

export const SHOP_DATABASE_NAME = 'kawaii-shop';

type Migration = (database: IDBPDatabase<ShopSchema>) => void;

/** migrations[n] upgrades version n to n + 1. Append new ones; never edit a released one. */
const migrations: Migration[] = [
  (database) => {
    database.createObjectStore('cart', { keyPath: ['proid', 'subType'] });
    database.createObjectStore('displayCart', { keyPath: ['proid', 'subType'] });
    database.createObjectStore('favourites', { keyPath: 'proid' });
    database.createObjectStore('outbox', { keyPath: 'proID' });
    database.createObjectStore('session');
  },
  (database) => {
    database.createObjectStore('chatOutbox', { keyPath: 'position', autoIncrement: true }).createIndex('owner', 'owner');
  },
];

export const SHOP_DATABASE_VERSION = migrations.length;

let connection: Promise<IDBPDatabase<ShopSchema>> | null = null;

/** The one connection of this tab, opened (and upgraded) on first use. */
export function shopDatabase(): Promise<IDBPDatabase<ShopSchema>> {
  connection ??= openDB<ShopSchema>(SHOP_DATABASE_NAME, SHOP_DATABASE_VERSION, {
    upgrade(database, oldVersion) {
      for (let version = oldVersion; version < SHOP_DATABASE_VERSION; version += 1) migrations[version](database);
    },
    // A newer version of the shop opened in another tab: step aside so that its upgrade can run.
    blocking: () => void closeShopDatabase(),
    terminated: () => {
      connection = null;
    },
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

export async function closeShopDatabase(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open).close();
}
