import type { CatalogCategoryNode } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { categoryPath, findCategory } from './category-tree.ts';

const node = (category_id: number, name: string, children: CatalogCategoryNode[] = [], level: 1 | 2 | 3 = 1): CatalogCategoryNode => ({
  category_id,
  parent_id: null,
  level,
  name,
  icon: null,
  goods_count: 1,
  category_page_url: `/category/${category_id}`,
  children,
});

const tree = [
  node(1, 'Integrated Circuits', [node(11, 'Microcontrollers', [node(1103, 'ARM Cortex-M', [], 3)], 2)]),
  node(2, 'Passives', [node(21, 'Capacitors', [node(2101, 'MLCC', [], 3)], 2)]),
];

describe('a category in the tree', () => {
  it('has its breadcrumb from the top category down to itself', () => {
    expect(categoryPath(tree, 2101).map((entry) => entry.name)).toEqual(['Passives', 'Capacitors', 'MLCC']);
    expect(categoryPath(tree, 1).map((entry) => entry.name)).toEqual(['Integrated Circuits']);
  });

  it('is not found when the id is not in the tree (the page is then a 404)', () => {
    expect(categoryPath(tree, 999)).toEqual([]);
    expect(findCategory(tree, 999)).toBeUndefined();
    expect(findCategory(tree, 11)?.children.map((child) => child.name)).toEqual(['ARM Cortex-M']);
  });
});
