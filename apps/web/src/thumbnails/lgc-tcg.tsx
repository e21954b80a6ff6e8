import { useLocale } from "../i18n/index.js";
import { CardView } from "../tcg/card.js";
import { latestCards, setSize, textContextIn } from "../tcg/data.js";

/** A card of the set (the starter deck's boar), drawn as printed. */
export function TcgThumbnail() {
  const locale = useLocale();
  const card = latestCards.find((c) => c.id === "crea_sanglier_des_pres") ?? latestCards[0]!;
  return <CardView card={card} ctx={textContextIn(locale)} setSize={setSize(card.setCode)} still title="" />;
}
