import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BoardsService } from '../boards/boards.service.js';
import { discountedPrice } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProductSeedingService } from '../products/product-seeding.service.js';
import type { SubType } from '../products/schemas/product.schema.js';
import { ImageStoreService } from '../uploads/image-store.service.js';
import { DemoAccountsService } from './demo-accounts.service.js';
import { bannerArtwork, PALETTE_NAMES, type PaletteName, productArtwork } from './demo-artwork.js';
import { DEMO_BOARDS, DEMO_PRODUCTS, type DemoBoard, type DemoProduct, type DemoSubType } from './demo-catalogue.js';
import { ShopSettingsSeeder } from '../settings/shop-settings.seeder.js';
import { DEMO_SETTINGS } from './demo-settings.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Spreads creation over about five weeks, in an order unlike the list's, so `new` is meaningful.
const HOURS_BETWEEN_PRODUCTS = 18;
const AGE_SHUFFLE_STEP = 17;
const WEBP_OPTIONS = { quality: 70, effort: 2 };

type SaveArtwork = (key: string, draw: () => string) => Promise<string>;

/**
 * Fills an empty database with the demo shop on start-up (never in production: the config refuses
 * DEMO_DATA there). Products and welcome boards are each seeded only while their collection is empty.
 */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductSeedingService,
    private readonly boards: BoardsService,
    private readonly images: ImageStoreService,
    private readonly demoAccounts: DemoAccountsService,
    private readonly settings: ShopSettingsSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    await this.seedIfEmpty();
    // The welcome board promises free shipping over $49.
    await this.settings.seedUnset(DEMO_SETTINGS);
    // After the catalogue: the demo shopper's favourites are demo products.
    await this.demoAccounts.seedIfNoUsers();
  }

  async seedIfEmpty(now = new Date()): Promise<void> {
    const started = performance.now();
    const saveArtwork = this.artworkSaver();
    const [products, boards] = await Promise.all([
      this.products.seedIfEmpty(() => Promise.all(DEMO_PRODUCTS.map((product, index) => toProduct(product, index, now, saveArtwork)))),
      this.boards.seedIfEmpty(() => Promise.all(DEMO_BOARDS.map((board) => toWelcomeBoard(board, now, saveArtwork)))),
    ]);
    if (products + boards > 0) {
      const milliseconds = Math.round(performance.now() - started);
      this.logger.log(`Seeded ${products} demo products and ${boards} welcome boards in ${milliseconds} ms`);
    }
  }

  /** Renders each distinct picture once, as a small WebP, into the image store; answers its URL. */
  private artworkSaver(): SaveArtwork {
    const urls = new Map<string, Promise<string>>();
    return (key, draw) => {
      let url = urls.get(key);
      if (!url) {
        url = import('sharp')
          .then(({ default: sharp }) => sharp(Buffer.from(draw())).webp(WEBP_OPTIONS).toBuffer())
          .then((webp) => this.images.saveImage(webp, 'image/webp', `${key}.webp`))
          .then((stored) => stored.url);
        urls.set(key, url);
      }
      return url;
    };
  }
}

async function toProduct(product: DemoProduct, index: number, now: Date, saveArtwork: SaveArtwork) {
  const picture = (palette: PaletteName) =>
    saveArtwork(`${product.character}-${product.shape}-${palette}`, () => productArtwork(product.character, product.shape, palette));
  // Sub-types that name no colour (phone models, box sizes) look like the cover.
  const coverPalette = product.subTypes.map(namedPalette).find(Boolean) ?? paletteAt(index);
  const subTypePalettes = product.subTypes.map((subType) => namedPalette(subType) ?? coverPalette);
  const extraPalettes = (product.extras ?? []).map((_, position) => paletteAt(index + position + 1));
  const [cover, subTypeImages, extraImages] = await Promise.all([
    picture(coverPalette),
    Promise.all(subTypePalettes.map(picture)),
    Promise.all(extraPalettes.map(picture)),
  ]);
  const createdAt = new Date(now.getTime() - productAgeHours(index) * HOUR_MS);
  return {
    ProductName: product.name,
    Category: product.category,
    IP: product.ip,
    Description: product.description,
    Cover: cover,
    Display: product.listed ?? true,
    ImgSet: (product.extras ?? []).map((name, position) => ({ Name: name, Img: extraImages[position] })),
    SubTypeSet: product.subTypes.map((subType, position) => toSubType(subType, subTypeImages[position])),
    createdAt,
    updatedAt: createdAt,
  };
}

function toSubType(subType: DemoSubType, image: string): SubType {
  return {
    Name: subType.name,
    Img: image,
    Price: subType.price,
    SalePrice: subType.salePercent ? discountedPrice(subType.price, subType.salePercent) : null,
    LeftNum: subType.left,
  };
}

async function toWelcomeBoard(board: DemoBoard, now: Date, saveArtwork: SaveArtwork) {
  const cover = await saveArtwork(`banner-${board.characters.join('-')}-${board.palette}`, () =>
    bannerArtwork(board.characters, board.palette),
  );
  return {
    Title: board.title,
    subTitle: board.subTitle,
    Description: board.description,
    Cover: cover,
    CreateDate: new Date(now.getTime() - board.ageDays * DAY_MS),
    Display: board.shown,
  };
}

function productAgeHours(index: number): number {
  return ((index * AGE_SHUFFLE_STEP) % DEMO_PRODUCTS.length) * HOURS_BETWEEN_PRODUCTS + 1;
}

function namedPalette(subType: DemoSubType): PaletteName | undefined {
  return subType.palette ?? PALETTE_NAMES.find((palette) => palette === subType.name);
}

function paletteAt(position: number): PaletteName {
  return PALETTE_NAMES[position % PALETTE_NAMES.length];
}
