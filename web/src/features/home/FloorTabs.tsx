import { Tabs } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { GOODS_ROW_PX } from './FeaturedGoods.tsx';
import { FloorSection } from './FloorSection.tsx';
import { HomeSection, QueryBlock } from './HomeSection.tsx';
import { useHomeFloors } from './home-queries.ts';

/** The floors as tabs: one category's parts at a time (arrow keys move between tabs). */
export function FloorTabs({ goodsShown }: { goodsShown: number }) {
  const list = useHomeFloors();
  return (
    <HomeSection id="home-floors" title={m.home_floorsTitle()} className="floor-tabs">
      <QueryBlock query={list} reserve={GOODS_ROW_PX * goodsShown + 200} isEmpty={(data) => data.lists.length === 0}>
        {(data) => (
          <Tabs.Root defaultValue={String(data.lists[0]?.floor_id)}>
            <Tabs.List className="floor-tab-list" aria-label={m.home_floorsTitle()}>
              {data.lists.map((floor) => (
                <Tabs.Trigger key={floor.floor_id} value={String(floor.floor_id)} className="floor-tab">
                  {floor.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {data.lists.map((floor) => (
              <Tabs.Content key={floor.floor_id} value={String(floor.floor_id)} className="floor-tab-panel">
                <FloorSection floor={floor} goodsShown={goodsShown} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </QueryBlock>
    </HomeSection>
  );
}
