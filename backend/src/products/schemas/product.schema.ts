import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
// Schema.Types.ObjectId: given mongoose.Types.ObjectId, mongoose 9 makes the path Mixed and casts nothing.
import mongoose, { type Types } from 'mongoose';
import { roundToCents } from '../../common/money.js';
import { productNameSearchPlugin } from './product-name-search.plugin.js';

const toCentsOrNull = (value: number | null | undefined) => (value == null ? null : roundToCents(value));

/** An extra gallery image: a short label and the image URL. */
@Schema({ _id: false, versionKey: false })
export class ProductImage {
  @Prop({ required: true, trim: true, maxlength: 60 })
  Name: string;

  @Prop({ required: true })
  Img: string;
}

/** A purchasable variant; prices are dollars with two decimals. */
@Schema({ _id: false, versionKey: false })
export class SubType {
  @Prop({ required: true, trim: true, maxlength: 100 })
  Name: string;

  @Prop({ required: true })
  Img: string;

  @Prop({ required: true, min: 0, set: roundToCents })
  Price: number;

  @Prop({ type: Number, default: null, min: 0, set: toCentsOrNull })
  SalePrice: number | null;

  @Prop({ required: true, min: 0, validate: { validator: Number.isInteger, message: 'LeftNum must be a whole number' } })
  LeftNum: number;

  /**
   * The orders holding units of this sub-type (until they ship or are canceled). Taking units adds the order
   * in the same update, giving them back removes it: a crash between an order's steps cannot take or give
   * back its units twice. Never shown.
   */
  @Prop({ type: [mongoose.Schema.Types.ObjectId], default: [] })
  HeldBy?: Types.ObjectId[];
}

@Schema({ collection: 'products', timestamps: true })
export class Product {
  @Prop({ required: true, trim: true, maxlength: 200 })
  ProductName: string;

  @Prop({ type: [String], default: [] })
  Category: string[];

  @Prop({ type: [String], default: [] })
  IP: string[];

  @Prop({ default: '' })
  Description: string;

  @Prop({ required: true })
  Cover: string;

  /** Listed: only listed products ever reach shoppers. */
  @Prop({ default: true })
  Display: boolean;

  @Prop({ type: [SchemaFactory.createForClass(ProductImage)], default: [] })
  ImgSet: ProductImage[];

  @Prop({ type: [SchemaFactory.createForClass(SubType)], default: [] })
  SubTypeSet: SubType[];

  /**
   * Counts the stock changes made by orders, which leave updatedAt alone: updatedAt is the version of what
   * admins edit, and an admin's save rewrites the sub-types only if neither has moved since it read them.
   */
  @Prop({ type: Number, default: 0 })
  StockRevision: number;

  /** Units that orders took and did not give back (canceled, lapsed): the best-selling sort. Never shown. */
  @Prop({ type: Number, default: 0 })
  UnitsSold?: number;

  /** The key of the product in the catalogue's CSV (product-import.service.ts); absent for one made in the form. */
  @Prop({ type: String })
  Handle?: string;
}

/** A product as read with lean(). */
export type ProductRecord = Product & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const ProductSchema = SchemaFactory.createForClass(Product);
// The catalogue's queries as index walks (catalogue-query.ts): listed products by tab or filter, in
// the page order including the _id tie-break, so a page reads 15 entries and a count reads one key.
ProductSchema.index({ Display: 1, createdAt: -1, _id: -1 });
ProductSchema.index({ Display: 1, ProductName: 1, _id: 1 });
ProductSchema.index({ Display: 1, Category: 1, ProductName: 1, _id: 1 });
ProductSchema.index({ Display: 1, IP: 1, ProductName: 1, _id: 1 });
// The catalogue's sorts by price (ShopPrice, the card price) and best-selling, by tab or with a category or IP;
// best-selling by category or IP also gives a product's related products.
ProductSchema.index({ Display: 1, ShopPrice: 1, _id: 1 });
ProductSchema.index({ Display: 1, Category: 1, ShopPrice: 1, _id: 1 });
ProductSchema.index({ Display: 1, IP: 1, ShopPrice: 1, _id: 1 });
ProductSchema.index({ Display: 1, UnitsSold: -1, _id: 1 });
ProductSchema.index({ Display: 1, Category: 1, UnitsSold: -1, _id: 1 });
ProductSchema.index({ Display: 1, IP: 1, UnitsSold: -1, _id: 1 });
// The same in stock only (InStock, in-stock.ts): the in-stock filter's pages and counts (also with a price range) read
// only index entries; in-stock products by name or newest walk the indexes above, counted by these.
ProductSchema.index({ Display: 1, InStock: 1, ShopPrice: 1, _id: 1 });
ProductSchema.index({ Display: 1, Category: 1, InStock: 1, ShopPrice: 1, _id: 1 });
ProductSchema.index({ Display: 1, IP: 1, InStock: 1, ShopPrice: 1, _id: 1 });
ProductSchema.index({ Display: 1, InStock: 1, UnitsSold: -1, _id: 1 });
ProductSchema.index({ Display: 1, Category: 1, InStock: 1, UnitsSold: -1, _id: 1 });
ProductSchema.index({ Display: 1, IP: 1, InStock: 1, UnitsSold: -1, _id: 1 });
// The name search's words and keys, with the index of its pages (name-search.ts).
ProductSchema.plugin(productNameSearchPlugin);
ProductSchema.index({ Category: 1 });
ProductSchema.index({ IP: 1 });
// The back office's list, listed and unlisted newest first, and its low-stock filter (stock-levels.ts).
ProductSchema.index({ createdAt: -1, _id: -1 });
ProductSchema.index({ 'SubTypeSet.LeftNum': 1 });
// The CSV import finds the products of a file by handle.
ProductSchema.index({ Handle: 1 }, { unique: true, sparse: true });
