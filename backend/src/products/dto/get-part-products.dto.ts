import { ArrayMaxSize, IsArray, IsMongoId } from 'class-validator';

export const MAX_PART_PRODUCT_IDS = 100;

export class GetPartProductsDto {
  // class-validator applies these bottom-up and reports the first that fails: list, size, then entries.
  @IsMongoId({ each: true, message: 'Each of proids must be a valid product id' })
  @ArrayMaxSize(MAX_PART_PRODUCT_IDS, { message: `proids can hold at most ${MAX_PART_PRODUCT_IDS} product ids` })
  @IsArray({ message: 'proids must be a list of product ids' })
  proids: string[];
}
