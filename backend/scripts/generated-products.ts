/**
 * Products shaped like the shop's (names from a small vocabulary, a few categories and IPs, some on
 * sale, some unlisted), generated for the catalogue benchmarks.
 */
import type { Model } from 'mongoose';

const INSERT_BATCH = 1_000;
const CATEGORIES = ['Desk Ornaments', 'Phone Cases', 'Keychains', 'Stickers', 'Acrylic Products'];
const SUB_ENTRIES: Record<string, string[]> = {
  'Phone Cases': ['15 pro max'],
  'Acrylic Products': ['Handheld mirror', 'Card holder', 'Storage box', 'Phone holder'],
};
const IPS = ['Hello Kitty', 'Sanrio', "Disney's Seven Treasures", 'Crayon Shin-chan', 'Jelly Cat'];
const WORDS = ['Kitty', 'Melody', 'Bunny', 'Bear', 'Pudding', 'Sakura', 'Star', 'Cloud', 'Mini', 'Pastel', 'Dream'];

function generatedProduct(n: number, images: string[]) {
  const category = CATEGORIES[n % CATEGORIES.length];
  const subEntries = SUB_ENTRIES[category] ?? [];
  const price = 5 + (n % 40) + 0.99;
  const createdAt = new Date(Date.now() - (n % 365) * 86_400_000 - n * 1_000);
  return {
    ProductName: `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${category} #${n}`,
    Category: [category, ...(subEntries.length ? [subEntries[n % subEntries.length]] : []), ...(n % 9 === 0 ? ['Blind Box'] : [])],
    IP: [IPS[n % IPS.length]],
    Description: 'A soft pastel accessory for every day. '.repeat(4),
    Cover: images[n % images.length],
    Display: n % 20 !== 0,
    ImgSet: [{ Name: 'Back', Img: images[(n + 1) % images.length] }],
    SubTypeSet: [1, 2, 3].slice(0, 1 + (n % 3)).map((variant) => ({
      Name: `Style ${variant}`,
      Img: images[(n + variant) % images.length],
      Price: price,
      SalePrice: n % 6 === 0 && variant === 1 ? Math.round(price * 80) / 100 : null,
      LeftNum: n % 11 === 0 ? 0 : 20,
    })),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Adds products numbered from..to - 1 straight through the driver, reusing the stored covers as images. */
export async function addGeneratedProducts(products: Model<unknown>, from: number, to: number): Promise<void> {
  const images = (await products.find({}, { Cover: 1 }).lean<{ Cover: string }[]>()).map((product) => product.Cover);
  for (let start = from; start < to; start += INSERT_BATCH) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH, to - start) }, (_, offset) => generatedProduct(start + offset, images));
    await products.insertMany(batch, { lean: true });
  }
}
