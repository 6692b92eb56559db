import { Schema, Types, type Connection } from 'mongoose';

/** Shaped like the shop's product (SPEC.md data model) so queries exercise realistic documents. */
const subTypeSchema = new Schema(
  { Name: String, Img: String, Price: Number, SalePrice: { type: Number, default: null }, LeftNum: Number },
  { _id: false },
);

const productSchema = new Schema(
  {
    ProductName: String,
    Category: [String],
    IP: [String],
    Description: String,
    Cover: String,
    Display: Boolean,
    ImgSet: [{ Name: String }],
    SubTypeSet: [subTypeSchema],
  },
  { timestamps: true },
);
productSchema.index({ Display: 1, Category: 1, createdAt: -1 });

const userSchema = new Schema({ Email: { type: String, unique: true }, UserName: String }, { timestamps: true });

export const CATEGORIES = ['Desk Ornaments', 'Phone Cases', 'Keychains', 'Stickers', 'Acrylic Products'];
const IPS = ['Bunny', 'Kitten', 'Bear', 'Duck'];
/** Enough stock that the conditional decrement always succeeds during the run. */
const INITIAL_STOCK = 1_000_000;

export function catalogueModels(connection: Connection) {
  return {
    Product: connection.model('Product', productSchema),
    User: connection.model('User', userSchema),
  };
}

export type CatalogueModels = ReturnType<typeof catalogueModels>;

/** Deterministic, so every run queries the same data. */
export function productDocument(n: number) {
  return {
    _id: new Types.ObjectId(),
    ProductName: `Cute item ${n}`,
    Category: [CATEGORIES[n % CATEGORIES.length], n % 7 === 0 ? 'Charms' : 'Accessories'],
    IP: [IPS[n % IPS.length]],
    Description: `A soft pastel accessory, number ${n}. `.repeat(6),
    Cover: `/uploads/products/${n}/cover.webp`,
    Display: n % 5 !== 0,
    ImgSet: [{ Name: `/uploads/products/${n}/1.webp` }, { Name: `/uploads/products/${n}/2.webp` }],
    SubTypeSet: [
      { Name: 'Standard', Img: `/uploads/products/${n}/s.webp`, Price: 1299 + (n % 50) * 10, SalePrice: null, LeftNum: INITIAL_STOCK },
      { Name: 'Deluxe', Img: `/uploads/products/${n}/d.webp`, Price: 2499, SalePrice: 1999, LeftNum: 3 },
    ],
    createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    updatedAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
  };
}

const SEED_BATCH = 1000;

/** Inserts through the driver rather than mongoose so seeding stays quick and createdAt stays as given. */
export async function seedProducts(models: CatalogueModels, count: number): Promise<Types.ObjectId[]> {
  const ids: Types.ObjectId[] = [];
  for (let start = 0; start < count; start += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, count - start) }, (_, offset) => productDocument(start + offset));
    await models.Product.collection.insertMany(batch);
    ids.push(...batch.map((product) => product._id));
  }
  return ids;
}

export async function seedUsers(models: CatalogueModels, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, n) => `shopper${n}@example.com`);
  await models.User.collection.insertMany(emails.map((Email, n) => ({ Email, UserName: `Shopper ${n}` })));
  return emails;
}
