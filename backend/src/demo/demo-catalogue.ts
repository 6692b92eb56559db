import type { ArtShape, Character, PaletteName } from './demo-artwork.js';

/**
 * The demo shop: every entry of the storefront's category panel (spec §2) and every IP has products,
 * plus blind boxes. Some sub-types are named `cover` or contain `default` (the picker hides those),
 * some are on sale, some are sold out, and a few products are unlisted.
 */
export interface DemoSubType {
  name: string;
  price: number;
  left: number;
  salePercent?: number;
  /** The picture's colours; a sub-type named after a palette gets that one, others look like the cover. */
  palette?: PaletteName;
}

export interface DemoProduct {
  name: string;
  category: string[];
  ip: string[];
  character: Character;
  shape: ArtShape;
  description: string;
  subTypes: DemoSubType[];
  /** Labels of extra gallery pictures. */
  extras?: string[];
  listed?: boolean;
}

export interface DemoBoard {
  title: string;
  subTitle: string;
  description: string;
  characters: Character[];
  palette: PaletteName;
  ageDays: number;
  shown: boolean;
}

const KITTY = ['Hello Kitty', 'Sanrio'];
const SANRIO = ['Sanrio'];
const DISNEY = ["Disney's Seven Treasures"];
const SHINCHAN = ['Crayon Shin-chan'];
const JELLYCAT = ['Jelly Cat'];

const colours = (names: PaletteName[], price: number, left: number[], salePercent?: number): DemoSubType[] =>
  names.map((name, index) => ({ name, price, left: left[index] ?? 10, salePercent: index === 0 ? salePercent : undefined }));

const phoneModels = (price: number, salePercent?: number, soldOutModel?: string): DemoSubType[] =>
  ['iPhone 15 Pro Max', 'iPhone 15 Pro', 'iPhone 15', 'iPhone 14'].map((name) => ({
    name,
    price,
    left: name === soldOutModel ? 0 : 12,
    salePercent,
  }));

const blindBox = (single: number, setOf: number, setPrice: number, left = 30, salePercent?: number): DemoSubType[] => [
  { name: 'cover', price: single, left: 0, palette: 'Butter' },
  { name: 'Single box (random)', price: single, left },
  { name: `Whole set of ${setOf}`, price: setPrice, left: Math.floor(left / setOf), salePercent },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Hello Kitty Ribbon Desk Buddy',
    category: ['Desk Ornaments'],
    ip: KITTY,
    character: 'kitty',
    shape: 'ornament',
    description:
      'A chubby resin Hello Kitty with her red ribbon, sitting on a pastel base. About 3.5 in tall; keeps your desk company all day.',
    subTypes: colours(['Pink', 'Mint'], 16.99, [24, 8], 20),
    extras: ['Side view', 'On a desk'],
  },
  {
    name: 'My Melody Hooded Bobblehead',
    category: ['Desk Ornaments'],
    ip: SANRIO,
    character: 'melody',
    shape: 'ornament',
    description: 'My Melody nods along on a spring neck. Hand-painted vinyl, 4 in tall, with a non-slip base.',
    subTypes: colours(['Pink', 'Lavender'], 18.5, [15, 0]),
  },
  {
    name: 'Pompompurin Pudding Cup Figure',
    category: ['Desk Ornaments'],
    ip: SANRIO,
    character: 'pudding',
    shape: 'ornament',
    description: 'Pompompurin naps in a caramel pudding cup. Soft matte finish, 3 in tall.',
    subTypes: [{ name: 'default', price: 14.99, left: 40 }],
  },
  {
    name: 'Lotso Strawberry Bear Desk Figure',
    category: ['Desk Ornaments'],
    ip: DISNEY,
    character: 'bear',
    shape: 'ornament',
    description: 'The strawberry-scented bear in figure form: fuzzy flocked finish, 4.5 in tall.',
    subTypes: colours(['Pink', 'Peach'], 21, [9, 14], 20),
    extras: ['Back'],
  },
  {
    name: 'Shin-chan Dancing Desk Figure',
    category: ['Desk Ornaments'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'ornament',
    description: 'Shin-chan mid-dance on a round stage. PVC, 3.8 in tall; guaranteed to make your coworkers smile.',
    subTypes: colours(['Butter', 'Sky'], 15.5, [20, 20]),
  },
  {
    name: 'Jellycat Bashful Bunny Desk Stand',
    category: ['Desk Ornaments'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'ornament',
    description: 'The floppy-eared bunny as a little ceramic stand for notes and photos. Dishwasher safe.',
    subTypes: [{ name: 'Beige (default)', price: 19.99, left: 18, palette: 'Peach' }],
  },
  {
    name: 'Shin-chan Chocobi Snack Time Ornament',
    category: ['Desk Ornaments'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'ornament',
    description: 'Shin-chan hugging his favourite box of Chocobi. Resin, 3 in tall.',
    subTypes: colours(['Peach'], 13.99, [6]),
  },
  {
    name: 'Hello Kitty Bow Clear Phone Case',
    category: ['Phone Cases', '15 pro max'],
    ip: KITTY,
    character: 'kitty',
    shape: 'phone-case',
    description: 'Shock-absorbing clear case with a raised Hello Kitty print and a bow-shaped camera ring. MagSafe compatible.',
    subTypes: phoneModels(19.99, undefined, 'iPhone 15 Pro Max'),
  },
  {
    name: 'My Melody Quilted Phone Case',
    category: ['Phone Cases', '15 pro max'],
    ip: SANRIO,
    character: 'melody',
    shape: 'phone-case',
    description: 'Soft quilted silicone in strawberry milk pink with a 3D My Melody charm.',
    subTypes: phoneModels(22, 20),
    extras: ['Back', 'In hand'],
  },
  {
    name: 'Classic Mouse Ears Phone Case',
    category: ['Phone Cases', '15 pro max'],
    ip: DISNEY,
    character: 'mouse',
    shape: 'phone-case',
    description: 'Glossy black and cream with the classic round ears. Raised bezel protects screen and camera.',
    subTypes: phoneModels(18.99),
  },
  {
    name: 'Lotso Glitter Quicksand Phone Case',
    category: ['Phone Cases'],
    ip: DISNEY,
    character: 'bear',
    shape: 'phone-case',
    description: 'Pink glitter flows around a floating bear whenever you tilt your phone.',
    subTypes: [
      { name: 'iPhone 14 Pro', price: 24.5, left: 7 },
      { name: 'iPhone 15', price: 24.5, left: 0 },
    ],
  },
  {
    name: 'Shin-chan Action Hero Phone Case',
    category: ['Phone Cases', '15 pro max'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'phone-case',
    description: 'Bold comic-style print of Shin-chan striking his hero pose. Slim hard shell.',
    subTypes: phoneModels(17.5, 15),
  },
  {
    name: 'Jellycat Bunny Soft-Touch Phone Case',
    category: ['Phone Cases'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'phone-case',
    description: 'Velvety soft-touch finish in oat beige with an embroidered bunny patch.',
    subTypes: [
      { name: 'iPhone 15', price: 26, left: 10 },
      { name: 'iPhone 14', price: 26, left: 4 },
    ],
  },
  {
    name: 'Hello Kitty Acrylic Keychain',
    category: ['Keychains'],
    ip: KITTY,
    character: 'kitty',
    shape: 'keychain',
    description: 'Double-sided acrylic charm with a glossy epoxy dome, on a gold-tone ring. 2.2 in.',
    subTypes: colours(['Pink', 'Sky', 'Butter'], 7.99, [50, 35, 0], 25),
  },
  {
    name: 'Pompompurin Plush Keychain',
    category: ['Keychains'],
    ip: SANRIO,
    character: 'pudding',
    shape: 'keychain',
    description: 'A squishy 4 in plush Pompompurin with a clip for your bag or keys.',
    subTypes: colours(['Butter'], 11.99, [28]),
  },
  {
    name: 'My Melody Strawberry Charm Keychain',
    category: ['Keychains'],
    ip: SANRIO,
    character: 'melody',
    shape: 'keychain',
    description: 'My Melody with a dangling strawberry charm. Enamel on zinc alloy.',
    subTypes: colours(['Pink', 'Mint'], 9.5, [22, 13]),
  },
  {
    name: 'Mouse Ears Rubber Keychain',
    category: ['Keychains'],
    ip: DISNEY,
    character: 'mouse',
    shape: 'keychain',
    description: 'Soft PVC keychain with the famous round ears. Light, durable and easy to spot in a bag.',
    subTypes: [{ name: 'default', price: 6.5, left: 60 }],
  },
  {
    name: 'Shin-chan Swinging Keychain',
    category: ['Keychains'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'keychain',
    description: 'Shin-chan swings back and forth on a tiny acrylic swing as you walk.',
    subTypes: colours(['Sky', 'Butter'], 8.99, [15, 15], 10),
  },
  {
    name: 'Jellycat Bunny Fluffy Keychain',
    category: ['Keychains'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'keychain',
    description: 'The bunny in mini form: extra-soft fur, floppy ears, 3.5 in. Surface wash only.',
    subTypes: colours(['Peach', 'Lavender'], 14.5, [0, 0]),
  },
  {
    name: 'Hello Kitty Sticker Pack (40 pcs)',
    category: ['Stickers'],
    ip: KITTY,
    character: 'kitty',
    shape: 'sticker',
    description: '40 waterproof vinyl stickers for laptops, bottles and journals. Matte finish, 1.5 to 3 in.',
    subTypes: [{ name: 'Pack of 40', price: 4.99, left: 120, salePercent: 20, palette: 'Pink' }],
  },
  {
    name: 'Sanrio Friends Waterproof Sticker Set',
    category: ['Stickers'],
    ip: SANRIO,
    character: 'melody',
    shape: 'sticker',
    description: 'My Melody, Pompompurin and friends on 50 die-cut waterproof stickers.',
    subTypes: [
      { name: 'Pack of 50', price: 6.5, left: 80 },
      { name: 'Pack of 100', price: 11, left: 25 },
    ],
  },
  {
    name: "Disney's Seven Treasures Vinyl Stickers",
    category: ['Stickers'],
    ip: DISNEY,
    character: 'mouse',
    shape: 'sticker',
    description: 'Seven classic friends, seven glossy vinyl stickers, one sheet. UV resistant.',
    subTypes: [{ name: 'Sheet of 7', price: 5.5, left: 44 }],
  },
  {
    name: 'Mouse Ears Holographic Sticker Flakes',
    category: ['Stickers'],
    ip: DISNEY,
    character: 'mouse',
    shape: 'sticker',
    description: '60 holographic flakes in a little tin. Perfect for scrapbooks and planners.',
    subTypes: [{ name: 'Tin of 60', price: 7.25, left: 0, palette: 'Sky' }],
  },
  {
    name: 'Shin-chan Daily Life Stickers',
    category: ['Stickers'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'sticker',
    description: '36 stickers of Shin-chan being Shin-chan: eating, dancing, napping and more.',
    subTypes: [{ name: 'Pack of 36', price: 4.5, left: 70, salePercent: 30 }],
  },
  {
    name: 'Jellycat Garden Sticker Sheet',
    category: ['Stickers'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'sticker',
    description: 'A pastel garden of bunnies, carrots and clouds on two kiss-cut sheets.',
    subTypes: [{ name: '2 sheets', price: 5.99, left: 33 }],
  },
  {
    name: 'Lotso Holographic Sticker Sheet',
    category: ['Stickers'],
    ip: DISNEY,
    character: 'bear',
    shape: 'sticker',
    description: 'Holographic bear stickers. Back in stock soon.',
    subTypes: [{ name: 'Sheet of 12', price: 4.99, left: 0 }],
    listed: false,
  },
  {
    name: 'Hello Kitty Handheld Mirror',
    category: ['Acrylic Products', 'Handheld mirror'],
    ip: KITTY,
    character: 'kitty',
    shape: 'mirror',
    description: 'A round acrylic mirror with Hello Kitty on the back and a comfy handle. Shatter-resistant.',
    subTypes: colours(['Pink', 'Lavender'], 12.99, [30, 12]),
    extras: ['Mirror side'],
  },
  {
    name: 'My Melody Handheld Mirror',
    category: ['Acrylic Products', 'Handheld mirror'],
    ip: SANRIO,
    character: 'melody',
    shape: 'mirror',
    description: 'Flip it over for a My Melody print framed in glitter acrylic.',
    subTypes: colours(['Pink'], 12.99, [18], 15),
  },
  {
    name: 'Jellycat Bunny Handheld Mirror',
    category: ['Acrylic Products', 'Handheld mirror'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'mirror',
    description: 'A bunny-backed pocket mirror in oat and cream. 3 in across.',
    subTypes: colours(['Peach'], 11.5, [9]),
  },
  {
    name: 'Hello Kitty Acrylic Card Holder',
    category: ['Acrylic Products', 'Card holder'],
    ip: KITTY,
    character: 'kitty',
    shape: 'card-holder',
    description: 'Clear acrylic sleeve for a transit or ID card, with a lanyard loop.',
    subTypes: colours(['Pink', 'Mint', 'Sky'], 9.99, [25, 25, 25]),
  },
  {
    name: 'Shin-chan Card Holder',
    category: ['Acrylic Products', 'Card holder'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'card-holder',
    description: 'Slide-in card holder with Shin-chan peeking over the top.',
    subTypes: colours(['Butter', 'Sky'], 9.5, [0, 0]),
  },
  {
    name: 'Lotso Acrylic Storage Box',
    category: ['Acrylic Products', 'Storage box'],
    ip: DISNEY,
    character: 'bear',
    shape: 'storage-box',
    description: 'Stackable clear box with a pink bear lid for hair clips, stickers or snacks. 6 x 4 x 3 in.',
    subTypes: [
      { name: 'Small', price: 15.99, left: 14, palette: 'Pink' },
      { name: 'Large', price: 22.99, left: 6, salePercent: 15, palette: 'Peach' },
    ],
  },
  {
    name: 'Pompompurin Desk Storage Box',
    category: ['Acrylic Products', 'Storage box'],
    ip: SANRIO,
    character: 'pudding',
    shape: 'storage-box',
    description: 'A caramel-yellow drawer box for pens and washi tape.',
    subTypes: colours(['Butter'], 17.5, [11]),
  },
  {
    name: 'Mouse Ears Phone Holder',
    category: ['Acrylic Products', 'Phone holder'],
    ip: DISNEY,
    character: 'mouse',
    shape: 'phone-holder',
    description: 'A sturdy acrylic stand that holds your phone upright or sideways for video calls.',
    subTypes: colours(['Sky', 'Mint'], 13.99, [20, 7]),
  },
  {
    name: 'Jellycat Bunny Phone Holder',
    category: ['Acrylic Products', 'Phone holder'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'phone-holder',
    description: 'A round bunny grip stand that sticks to the back of your phone and folds flat.',
    subTypes: [{ name: 'default', price: 10.99, left: 26, salePercent: 10, palette: 'Peach' }],
  },
  {
    name: 'My Melody Phone Holder',
    category: ['Acrylic Products', 'Phone holder'],
    ip: SANRIO,
    character: 'melody',
    shape: 'phone-holder',
    description: 'Desk stand with My Melody and a strawberry base. Fits phones up to 6.9 in.',
    subTypes: colours(['Pink'], 13.5, [16]),
  },
  {
    name: 'Hello Kitty Acrylic Stand',
    category: ['Acrylic Products'],
    ip: KITTY,
    character: 'kitty',
    shape: 'acrylic',
    description: 'A 5 in acrylic standee with a glitter background. Slots into its own base.',
    subTypes: colours(['Lavender', 'Pink'], 11.99, [19, 19]),
  },
  {
    name: 'Sanrio Friends Acrylic Block',
    category: ['Acrylic Products'],
    ip: SANRIO,
    character: 'pudding',
    shape: 'acrylic',
    description: 'A thick acrylic block with a layered print. Sample for the autumn line.',
    subTypes: [{ name: 'default', price: 16, left: 3 }],
    listed: false,
  },
  {
    name: 'Hello Kitty Sweet Dreams Blind Box',
    category: ['Blind Box', 'Desk Ornaments'],
    ip: KITTY,
    character: 'kitty',
    shape: 'blind-box',
    description: 'Six sleepy Hello Kitty figures in pajamas, plus one secret. Each box holds one random figure.',
    subTypes: blindBox(12.99, 6, 74.99, 36, 10),
    extras: ['The whole series'],
  },
  {
    name: 'Sanrio Friends Picnic Blind Box',
    category: ['Blind Box', 'Keychains'],
    ip: SANRIO,
    character: 'melody',
    shape: 'blind-box',
    description: 'Eight picnic-themed keychain figures. Which friend brought the sandwiches?',
    subTypes: blindBox(10.99, 8, 84),
  },
  {
    name: "Disney's Seven Treasures Mini Figure Blind Box",
    category: ['Blind Box', 'Desk Ornaments'],
    ip: DISNEY,
    character: 'mouse',
    shape: 'blind-box',
    description: 'Seven classic friends as 2 in mini figures. Collect all seven for the display stand.',
    subTypes: blindBox(13.5, 7, 89, 28),
  },
  {
    name: 'Shin-chan Pajama Party Blind Box',
    category: ['Blind Box'],
    ip: SHINCHAN,
    character: 'shinchan',
    shape: 'blind-box',
    description: 'Shin-chan and family in their pajamas. Six figures and one glow-in-the-dark secret.',
    subTypes: blindBox(11.99, 6, 69, 24, 15),
  },
  {
    name: 'Jellycat Bunny Garden Blind Box',
    category: ['Blind Box', 'Keychains'],
    ip: JELLYCAT,
    character: 'bunny',
    shape: 'blind-box',
    description: 'Tiny plush bunny keychains in six garden colours.',
    subTypes: blindBox(15, 6, 88, 18),
  },
  {
    name: 'Lotso Berry Café Blind Box',
    category: ['Blind Box', 'Desk Ornaments'],
    ip: DISNEY,
    character: 'bear',
    shape: 'blind-box',
    description: 'The strawberry bear runs a café: six barista figures. This series is sold out.',
    subTypes: blindBox(12.5, 6, 72, 0),
  },
  {
    name: 'Pompompurin Bakery Blind Box',
    category: ['Blind Box'],
    ip: SANRIO,
    character: 'pudding',
    shape: 'blind-box',
    description: 'Pompompurin bakes: six bakery figures with tiny bread and pudding accessories.',
    subTypes: blindBox(11.5, 6, 66, 30),
  },
  {
    name: 'Hello Kitty 50th Anniversary Blind Box',
    category: ['Blind Box'],
    ip: KITTY,
    character: 'kitty',
    shape: 'blind-box',
    description: 'Anniversary series, launching soon.',
    subTypes: blindBox(16, 6, 92, 60),
    listed: false,
  },
];

export const DEMO_BOARDS: DemoBoard[] = [
  {
    title: 'The Sakura Spring Collection has landed',
    subTitle: 'Pastel pinks for desk and phone',
    description: 'Cherry-blossom editions of our best-loved desk buddies, phone cases and keychains are in stock now, while they last.',
    characters: ['kitty', 'melody', 'bear'],
    palette: 'Pink',
    ageDays: 2,
    shown: true,
  },
  {
    title: 'Blind Box Fridays: a new series every week',
    subTitle: 'Can you collect them all?',
    description: 'Every Friday a new blind box series drops. Buy the whole set to be sure of every figure, secret ones aside.',
    characters: ['pudding', 'shinchan', 'bunny'],
    palette: 'Lavender',
    ageDays: 6,
    shown: true,
  },
  {
    title: 'Free US shipping on orders over $49',
    subTitle: 'Until the end of the month',
    description: 'Orders of $49 or more ship free anywhere in the United States. No code needed: the discount applies at checkout.',
    characters: ['mouse', 'kitty', 'bunny', 'melody'],
    palette: 'Mint',
    ageDays: 12,
    shown: true,
  },
  {
    title: 'Winter Holiday Pop-up Store',
    subTitle: 'This event has ended',
    description: 'Thanks to everyone who visited our winter pop-up. See you next year!',
    characters: ['bear', 'pudding'],
    palette: 'Sky',
    ageDays: 60,
    shown: false,
  },
];
