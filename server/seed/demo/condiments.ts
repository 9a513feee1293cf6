import type { Condiment, CondimentGroup, I18nName } from './types';

export const condimentGroups: CondimentGroup[] = [
  { scomdiment_groups_id: 1, comdiment_groups_name: 'Salse', comdiment_groups_name_i18n: { EN: 'Sauces', IT: 'Salse', ZH: '酱料', ES: 'Salsas', DE: 'Saucen', PT: 'Molhos', FR: 'Sauces' } },
  { scomdiment_groups_id: 2, comdiment_groups_name: 'Piccantezza', comdiment_groups_name_i18n: { EN: 'Spiciness', IT: 'Piccantezza', ZH: '辣度', ES: 'Picante', DE: 'Schärfe', PT: 'Picante', FR: 'Piquant' } },
  { scomdiment_groups_id: 3, comdiment_groups_name: 'Extra', comdiment_groups_name_i18n: { EN: 'Extras', IT: 'Extra', ZH: '加料', ES: 'Extras', DE: 'Extras', PT: 'Extras', FR: 'Suppléments' } },
];

function condiment(item_id: number, group: number, names: I18nName, price_1: number): Condiment {
  const g = condimentGroups.find((c) => c.scomdiment_groups_id === group);
  if (!g) throw new Error(`unknown condiment group ${group}`);
  return {
    item_id,
    originId: item_id,
    item_name1: names.IT,
    item_name2: names.ZH,
    item_i18n: names,
    price_1,
    free: price_1 === 0 ? 1 : 0,
    scomdiment_groups_id: group,
    comdiment_groups_name: g.comdiment_groups_name,
  };
}

export const condiments: Condiment[] = [
  condiment(8001, 1, { EN: 'Soy sauce', IT: 'Salsa di soia', ZH: '酱油', ES: 'Salsa de soja', DE: 'Sojasauce', PT: 'Molho de soja', FR: 'Sauce soja' }, 0),
  condiment(8002, 1, { EN: 'Sweet soy sauce', IT: 'Salsa di soia dolce', ZH: '甜酱油', ES: 'Salsa de soja dulce', DE: 'Süße Sojasauce', PT: 'Molho de soja doce', FR: 'Sauce soja sucrée' }, 0),
  condiment(8003, 1, { EN: 'Wasabi', IT: 'Wasabi', ZH: '山葵', ES: 'Wasabi', DE: 'Wasabi', PT: 'Wasabi', FR: 'Wasabi' }, 0),
  condiment(8004, 1, { EN: 'Pickled ginger', IT: 'Zenzero marinato', ZH: '腌姜', ES: 'Jengibre encurtido', DE: 'Eingelegter Ingwer', PT: 'Gengibre em conserva', FR: 'Gingembre mariné' }, 0),
  condiment(8005, 1, { EN: 'Teriyaki sauce', IT: 'Salsa teriyaki', ZH: '照烧酱', ES: 'Salsa teriyaki', DE: 'Teriyaki-Sauce', PT: 'Molho teriyaki', FR: 'Sauce teriyaki' }, 0),
  condiment(8006, 1, { EN: 'Spicy mayonnaise', IT: 'Maionese piccante', ZH: '辣蛋黄酱', ES: 'Mayonesa picante', DE: 'Scharfe Mayonnaise', PT: 'Maionese picante', FR: 'Mayonnaise épicée' }, 0.5),
  condiment(8011, 2, { EN: 'Not spicy', IT: 'Non piccante', ZH: '不辣', ES: 'Sin picante', DE: 'Nicht scharf', PT: 'Sem picante', FR: 'Pas épicé' }, 0),
  condiment(8012, 2, { EN: 'Mild', IT: 'Poco piccante', ZH: '微辣', ES: 'Suave', DE: 'Mild', PT: 'Pouco picante', FR: 'Doux' }, 0),
  condiment(8013, 2, { EN: 'Medium', IT: 'Piccante', ZH: '中辣', ES: 'Medio', DE: 'Mittelscharf', PT: 'Médio', FR: 'Moyen' }, 0),
  condiment(8014, 2, { EN: 'Very spicy', IT: 'Molto piccante', ZH: '特辣', ES: 'Muy picante', DE: 'Sehr scharf', PT: 'Muito picante', FR: 'Très épicé' }, 0),
  condiment(8021, 3, { EN: 'Extra avocado', IT: 'Avocado extra', ZH: '加牛油果', ES: 'Aguacate extra', DE: 'Extra Avocado', PT: 'Abacate extra', FR: 'Avocat en plus' }, 1),
  condiment(8022, 3, { EN: 'Extra cream cheese', IT: 'Philadelphia extra', ZH: '加奶油奶酪', ES: 'Queso crema extra', DE: 'Extra Frischkäse', PT: 'Queijo-creme extra', FR: 'Fromage frais en plus' }, 1),
  condiment(8023, 3, { EN: 'Grated parmesan', IT: 'Parmigiano grattugiato', ZH: '帕尔马干酪碎', ES: 'Parmesano rallado', DE: 'Geriebener Parmesan', PT: 'Parmesão ralado', FR: 'Parmesan râpé' }, 0.5),
  condiment(8024, 3, { EN: 'Flying fish roe', IT: 'Uova di pesce volante', ZH: '飞鱼籽', ES: 'Huevas de pez volador', DE: 'Fliegenfischrogen', PT: 'Ovas de peixe-voador', FR: 'Œufs de poisson volant' }, 1.5),
  condiment(8025, 3, { EN: 'Crispy shallots', IT: 'Scalogno croccante', ZH: '脆葱酥', ES: 'Chalota crujiente', DE: 'Knusprige Schalotten', PT: 'Chalota crocante', FR: 'Échalotes croustillantes' }, 0),
];
