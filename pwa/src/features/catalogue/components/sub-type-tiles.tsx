import type { ReactNode } from 'react';
import { isSubTypeAvailable, sellableSubTypes, soleMarkerSubType, type SubType } from '../product-model';
import { subTypePrice } from '../product-price';
import { PriceTag } from './price-tag';
import './sub-type-tiles.css';

interface SubTypeTilesProps {
  subTypes: SubType[];
  selectedIndex: number | null;
  onSelect: (index: number) => void;
  /** Shown under a sold-out tile (the tile itself cannot be chosen). */
  renderSoldOutAction?: (subType: SubType) => ReactNode;
}

/**
 * One tile per sub-type a shopper can buy; indexes stay those of `subTypes` (the gallery's order). A product
 * of one marker sub-type has nothing to choose: its price and stock stand alone.
 */
export function SubTypeTiles({ subTypes, selectedIndex, onSelect, renderSoldOutAction }: SubTypeTilesProps) {
  const sole = soleMarkerSubType(subTypes);
  if (sole) return <SoleSubType subType={sole} renderSoldOutAction={renderSoldOutAction} />;
  const sellable = new Set(sellableSubTypes(subTypes));
  return (
    <fieldset className="sub-type-tiles">
      <legend className="sub-type-tiles__legend">Choose a type</legend>
      <ul className="sub-type-tiles__list">
        {subTypes.map((subType, index) => {
          if (!sellable.has(subType)) return null;
          const available = isSubTypeAvailable(subType);
          return (
            <li key={`${subType.Name}-${index}`}>
              <button
                type="button"
                className="sub-type-tile"
                aria-pressed={index === selectedIndex}
                disabled={!available}
                onClick={() => onSelect(index)}
              >
                {subType.Img && <img className="sub-type-tile__image" src={subType.Img} alt="" loading="lazy" />}
                <span className="sub-type-tile__text">
                  <span className="sub-type-tile__name">{subType.Name}</span>
                  <PriceTag price={subTypePrice(subType)} />
                  <span className="sub-type-tile__stock">{available ? `Stock: ${subType.LeftNum}` : 'Sold out'}</span>
                </span>
              </button>
              {!available && renderSoldOutAction?.(subType)}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function SoleSubType({ subType, renderSoldOutAction }: { subType: SubType; renderSoldOutAction?: (subType: SubType) => ReactNode }) {
  const available = isSubTypeAvailable(subType);
  return (
    <div className="sub-type-tiles sub-type-tiles--sole">
      <PriceTag price={subTypePrice(subType)} />
      <span className="sub-type-tile__stock">{available ? `Stock: ${subType.LeftNum}` : 'Sold out'}</span>
      {!available && renderSoldOutAction?.(subType)}
    </div>
  );
}
