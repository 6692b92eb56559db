import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProductListingsService } from '../products/product-listings.service.js';
import { UsersService } from '../users/users.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';

export const DEMO_SHOPPER = { email: 'shopper@demo.shop', password: 'shopper123' } as const;
export const DEMO_ADMIN = { email: 'admin@demo.shop', password: 'admin1234' } as const;
const DEMO_DELIVERY_DETAILS = { location: '12 Sunny Lane, Springfield, IL 62701', recipient: 'Demo Shopper', phone: '555-010-2030' };
const DEMO_FAVOURITE_COUNT = 3;

/**
 * A demo shopper (with an address and a few favourites) and a demo admin, created by the demo seeding
 * (demo data on, never in production) when there are no users yet.
 */
@Injectable()
export class DemoAccountsService {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listings: ProductListingsService,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async seedIfNoUsers(): Promise<void> {
    if (await this.users.hasAny()) return;
    const favourites = await this.listings.listedProducts(DEMO_FAVOURITE_COUNT);
    await this.users.create({
      email: DEMO_SHOPPER.email,
      passwordHash: await this.hasher.hash(DEMO_SHOPPER.password),
      deliveryDetails: DEMO_DELIVERY_DETAILS,
      favouriteProductIds: favourites.map((product) => product._id),
    });
    await this.users.create({ email: DEMO_ADMIN.email, passwordHash: await this.hasher.hash(DEMO_ADMIN.password), role: 'admin' });
    this.logger.log('Seeded the demo shopper and the demo admin');
  }

  /** The one start-up line naming both demo logins, while demo data is on and they still exist. */
  async announcement(): Promise<string | undefined> {
    if (!this.config.demoData) return undefined;
    const [shopper, admin] = await Promise.all([
      this.users.existsWithEmail(DEMO_SHOPPER.email),
      this.users.existsWithEmail(DEMO_ADMIN.email),
    ]);
    if (!shopper || !admin) return undefined;
    return `Demo accounts — shopper: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}   admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`;
  }
}
