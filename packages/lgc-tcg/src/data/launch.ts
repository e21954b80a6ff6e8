/**
 * The launch data shipped with the package: every file of `data/lgc-tcg/` imported as JSON, so
 * bundlers include it. Adding a card file means adding its import here; a test checks that this
 * list and the directory agree.
 */

import { deepFreeze, SetupError } from "@core/engine";
import c_crea_apprentie_arcaniste_v1 from "../../../../data/lgc-tcg/cards/crea_apprentie_arcaniste.v1.json";
import c_crea_araignee_venimeuse_v1 from "../../../../data/lgc-tcg/cards/crea_araignee_venimeuse.v1.json";
import c_crea_archiviste_v1 from "../../../../data/lgc-tcg/cards/crea_archiviste.v1.json";
import c_crea_barde_de_taverne_v1 from "../../../../data/lgc-tcg/cards/crea_barde_de_taverne.v1.json";
import c_crea_boss_du_mardi_soir_v1 from "../../../../data/lgc-tcg/cards/crea_boss_du_mardi_soir.v1.json";
import c_crea_champion_de_la_derniere_heure_v1 from "../../../../data/lgc-tcg/cards/crea_champion_de_la_derniere_heure.v1.json";
import c_crea_chasseuse_de_primes_v1 from "../../../../data/lgc-tcg/cards/crea_chasseuse_de_primes.v1.json";
import c_crea_chevaucheur_de_raptor_v1 from "../../../../data/lgc-tcg/cards/crea_chevaucheur_de_raptor.v1.json";
import c_crea_colosse_des_profondeurs_v1 from "../../../../data/lgc-tcg/cards/crea_colosse_des_profondeurs.v1.json";
import c_crea_conseillere_aux_finances_v1 from "../../../../data/lgc-tcg/cards/crea_conseillere_aux_finances.v1.json";
import c_crea_demolisseur_v1 from "../../../../data/lgc-tcg/cards/crea_demolisseur.v1.json";
import c_crea_doyen_du_conseil_v1 from "../../../../data/lgc-tcg/cards/crea_doyen_du_conseil.v1.json";
import c_crea_dps_impatient_v1 from "../../../../data/lgc-tcg/cards/crea_dps_impatient.v1.json";
import c_crea_ecuyer_maladroit_v1 from "../../../../data/lgc-tcg/cards/crea_ecuyer_maladroit.v1.json";
import c_crea_elementaire_instable_v1 from "../../../../data/lgc-tcg/cards/crea_elementaire_instable.v1.json";
import c_crea_gardien_des_archives_v1 from "../../../../data/lgc-tcg/cards/crea_gardien_des_archives.v1.json";
import c_crea_gargouille_fidele_v1 from "../../../../data/lgc-tcg/cards/crea_gargouille_fidele.v1.json";
import c_crea_gobelin_a_bouclier_v1 from "../../../../data/lgc-tcg/cards/crea_gobelin_a_bouclier.v1.json";
import c_crea_goinfre_du_buffet_v1 from "../../../../data/lgc-tcg/cards/crea_goinfre_du_buffet.v1.json";
import c_crea_golem_de_siege_v1 from "../../../../data/lgc-tcg/cards/crea_golem_de_siege.v1.json";
import c_crea_golem_des_coffres_v1 from "../../../../data/lgc-tcg/cards/crea_golem_des_coffres.v1.json";
import c_crea_gorak_forgeron_v1 from "../../../../data/lgc-tcg/cards/crea_gorak_forgeron.v1.json";
import c_crea_gorak_forgeron_v2 from "../../../../data/lgc-tcg/cards/crea_gorak_forgeron.v2.json";
import c_crea_ingenieur_gnome_v1 from "../../../../data/lgc-tcg/cards/crea_ingenieur_gnome.v1.json";
import c_crea_intendant_du_hall_v1 from "../../../../data/lgc-tcg/cards/crea_intendant_du_hall.v1.json";
import c_crea_loup_affame_v1 from "../../../../data/lgc-tcg/cards/crea_loup_affame.v1.json";
import c_crea_oeuf_de_la_mascotte_v1 from "../../../../data/lgc-tcg/cards/crea_oeuf_de_la_mascotte.v1.json";
import c_crea_ogre_du_mardi_v1 from "../../../../data/lgc-tcg/cards/crea_ogre_du_mardi.v1.json";
import c_crea_porte_etendard_des_novices_v1 from "../../../../data/lgc-tcg/cards/crea_porte_etendard_des_novices.v1.json";
import c_crea_pouic_v1 from "../../../../data/lgc-tcg/cards/crea_pouic.v1.json";
import c_crea_recrue_zelee_v1 from "../../../../data/lgc-tcg/cards/crea_recrue_zelee.v1.json";
import c_crea_recrue_zelee_veteran_v1 from "../../../../data/lgc-tcg/cards/crea_recrue_zelee_veteran.v1.json";
import c_crea_rodeur_des_ombres_v1 from "../../../../data/lgc-tcg/cards/crea_rodeur_des_ombres.v1.json";
import c_crea_sanglier_des_pres_v1 from "../../../../data/lgc-tcg/cards/crea_sanglier_des_pres.v1.json";
import c_crea_sergent_recruteur_v1 from "../../../../data/lgc-tcg/cards/crea_sergent_recruteur.v1.json";
import c_crea_soigneuse_de_garde_v1 from "../../../../data/lgc-tcg/cards/crea_soigneuse_de_garde.v1.json";
import c_crea_tank_en_formation_v1 from "../../../../data/lgc-tcg/cards/crea_tank_en_formation.v1.json";
import c_crea_troll_rancunier_v1 from "../../../../data/lgc-tcg/cards/crea_troll_rancunier.v1.json";
import c_perm_banniere_de_la_guilde_v1 from "../../../../data/lgc-tcg/cards/perm_banniere_de_la_guilde.v1.json";
import c_perm_bibliotheque_v1 from "../../../../data/lgc-tcg/cards/perm_bibliotheque.v1.json";
import c_perm_coffre_de_guilde_v1 from "../../../../data/lgc-tcg/cards/perm_coffre_de_guilde.v1.json";
import c_perm_taverne_du_conseil_v1 from "../../../../data/lgc-tcg/cards/perm_taverne_du_conseil.v1.json";
import c_perm_tour_de_guet_v1 from "../../../../data/lgc-tcg/cards/perm_tour_de_guet.v1.json";
import c_sort_appel_aux_renforts_v1 from "../../../../data/lgc-tcg/cards/sort_appel_aux_renforts.v1.json";
import c_sort_avance_sur_cotisation_v1 from "../../../../data/lgc-tcg/cards/sort_avance_sur_cotisation.v1.json";
import c_sort_bulle_de_protection_v1 from "../../../../data/lgc-tcg/cards/sort_bulle_de_protection.v1.json";
import c_sort_cible_prioritaire_v1 from "../../../../data/lgc-tcg/cards/sort_cible_prioritaire.v1.json";
import c_sort_distribution_du_butin_v1 from "../../../../data/lgc-tcg/cards/sort_distribution_du_butin.v1.json";
import c_sort_encouragements_v1 from "../../../../data/lgc-tcg/cards/sort_encouragements.v1.json";
import c_sort_exclusion_v1 from "../../../../data/lgc-tcg/cards/sort_exclusion.v1.json";
import c_sort_mot_de_la_fin_v1 from "../../../../data/lgc-tcg/cards/sort_mot_de_la_fin.v1.json";
import c_sort_motion_de_censure_v1 from "../../../../data/lgc-tcg/cards/sort_motion_de_censure.v1.json";
import c_sort_mur_de_boucliers_v1 from "../../../../data/lgc-tcg/cards/sort_mur_de_boucliers.v1.json";
import c_sort_ordre_du_jour_v1 from "../../../../data/lgc-tcg/cards/sort_ordre_du_jour.v1.json";
import c_sort_pause_cafe_v1 from "../../../../data/lgc-tcg/cards/sort_pause_cafe.v1.json";
import c_sort_rappel_a_l_ordre_v1 from "../../../../data/lgc-tcg/cards/sort_rappel_a_l_ordre.v1.json";
import c_sort_recrutement_cible_v1 from "../../../../data/lgc-tcg/cards/sort_recrutement_cible.v1.json";
import c_sort_relire_le_proces_verbal_v1 from "../../../../data/lgc-tcg/cards/sort_relire_le_proces_verbal.v1.json";
import c_sort_renvoi_en_commission_v1 from "../../../../data/lgc-tcg/cards/sort_renvoi_en_commission.v1.json";
import c_sort_retrogradation_v1 from "../../../../data/lgc-tcg/cards/sort_retrogradation.v1.json";
import c_sort_silence_dans_les_rangs_v1 from "../../../../data/lgc-tcg/cards/sort_silence_dans_les_rangs.v1.json";
import starter from "../../../../data/lgc-tcg/decks/starter.json";
import heroes from "../../../../data/lgc-tcg/heroes.json";
import ranks from "../../../../data/lgc-tcg/ranks.json";
import rules from "../../../../data/lgc-tcg/rules.json";
import sets from "../../../../data/lgc-tcg/sets.json";
import taxonomy from "../../../../data/lgc-tcg/taxonomy.json";
import tokens from "../../../../data/lgc-tcg/tokens.json";
import { type CorpusFiles, parseCorpus } from "./corpus.js";
import { validateDeck } from "./decks.js";
import type { Corpus, Deck } from "./types.js";

/** The launch data files, by path relative to `data/lgc-tcg/`. */
export const LAUNCH_FILES: CorpusFiles = deepFreeze({
  "taxonomy.json": taxonomy,
  "ranks.json": ranks,
  "sets.json": sets,
  "rules.json": rules,
  "heroes.json": heroes,
  "tokens.json": tokens,
  "decks/starter.json": starter,
  "cards/crea_apprentie_arcaniste.v1.json": c_crea_apprentie_arcaniste_v1,
  "cards/crea_araignee_venimeuse.v1.json": c_crea_araignee_venimeuse_v1,
  "cards/crea_archiviste.v1.json": c_crea_archiviste_v1,
  "cards/crea_barde_de_taverne.v1.json": c_crea_barde_de_taverne_v1,
  "cards/crea_boss_du_mardi_soir.v1.json": c_crea_boss_du_mardi_soir_v1,
  "cards/crea_champion_de_la_derniere_heure.v1.json": c_crea_champion_de_la_derniere_heure_v1,
  "cards/crea_chasseuse_de_primes.v1.json": c_crea_chasseuse_de_primes_v1,
  "cards/crea_chevaucheur_de_raptor.v1.json": c_crea_chevaucheur_de_raptor_v1,
  "cards/crea_colosse_des_profondeurs.v1.json": c_crea_colosse_des_profondeurs_v1,
  "cards/crea_conseillere_aux_finances.v1.json": c_crea_conseillere_aux_finances_v1,
  "cards/crea_demolisseur.v1.json": c_crea_demolisseur_v1,
  "cards/crea_doyen_du_conseil.v1.json": c_crea_doyen_du_conseil_v1,
  "cards/crea_dps_impatient.v1.json": c_crea_dps_impatient_v1,
  "cards/crea_ecuyer_maladroit.v1.json": c_crea_ecuyer_maladroit_v1,
  "cards/crea_elementaire_instable.v1.json": c_crea_elementaire_instable_v1,
  "cards/crea_gardien_des_archives.v1.json": c_crea_gardien_des_archives_v1,
  "cards/crea_gargouille_fidele.v1.json": c_crea_gargouille_fidele_v1,
  "cards/crea_gobelin_a_bouclier.v1.json": c_crea_gobelin_a_bouclier_v1,
  "cards/crea_goinfre_du_buffet.v1.json": c_crea_goinfre_du_buffet_v1,
  "cards/crea_golem_de_siege.v1.json": c_crea_golem_de_siege_v1,
  "cards/crea_golem_des_coffres.v1.json": c_crea_golem_des_coffres_v1,
  "cards/crea_gorak_forgeron.v1.json": c_crea_gorak_forgeron_v1,
  "cards/crea_gorak_forgeron.v2.json": c_crea_gorak_forgeron_v2,
  "cards/crea_ingenieur_gnome.v1.json": c_crea_ingenieur_gnome_v1,
  "cards/crea_intendant_du_hall.v1.json": c_crea_intendant_du_hall_v1,
  "cards/crea_loup_affame.v1.json": c_crea_loup_affame_v1,
  "cards/crea_oeuf_de_la_mascotte.v1.json": c_crea_oeuf_de_la_mascotte_v1,
  "cards/crea_ogre_du_mardi.v1.json": c_crea_ogre_du_mardi_v1,
  "cards/crea_porte_etendard_des_novices.v1.json": c_crea_porte_etendard_des_novices_v1,
  "cards/crea_pouic.v1.json": c_crea_pouic_v1,
  "cards/crea_recrue_zelee.v1.json": c_crea_recrue_zelee_v1,
  "cards/crea_recrue_zelee_veteran.v1.json": c_crea_recrue_zelee_veteran_v1,
  "cards/crea_rodeur_des_ombres.v1.json": c_crea_rodeur_des_ombres_v1,
  "cards/crea_sanglier_des_pres.v1.json": c_crea_sanglier_des_pres_v1,
  "cards/crea_sergent_recruteur.v1.json": c_crea_sergent_recruteur_v1,
  "cards/crea_soigneuse_de_garde.v1.json": c_crea_soigneuse_de_garde_v1,
  "cards/crea_tank_en_formation.v1.json": c_crea_tank_en_formation_v1,
  "cards/crea_troll_rancunier.v1.json": c_crea_troll_rancunier_v1,
  "cards/perm_banniere_de_la_guilde.v1.json": c_perm_banniere_de_la_guilde_v1,
  "cards/perm_bibliotheque.v1.json": c_perm_bibliotheque_v1,
  "cards/perm_coffre_de_guilde.v1.json": c_perm_coffre_de_guilde_v1,
  "cards/perm_taverne_du_conseil.v1.json": c_perm_taverne_du_conseil_v1,
  "cards/perm_tour_de_guet.v1.json": c_perm_tour_de_guet_v1,
  "cards/sort_appel_aux_renforts.v1.json": c_sort_appel_aux_renforts_v1,
  "cards/sort_avance_sur_cotisation.v1.json": c_sort_avance_sur_cotisation_v1,
  "cards/sort_bulle_de_protection.v1.json": c_sort_bulle_de_protection_v1,
  "cards/sort_cible_prioritaire.v1.json": c_sort_cible_prioritaire_v1,
  "cards/sort_distribution_du_butin.v1.json": c_sort_distribution_du_butin_v1,
  "cards/sort_encouragements.v1.json": c_sort_encouragements_v1,
  "cards/sort_exclusion.v1.json": c_sort_exclusion_v1,
  "cards/sort_mot_de_la_fin.v1.json": c_sort_mot_de_la_fin_v1,
  "cards/sort_motion_de_censure.v1.json": c_sort_motion_de_censure_v1,
  "cards/sort_mur_de_boucliers.v1.json": c_sort_mur_de_boucliers_v1,
  "cards/sort_ordre_du_jour.v1.json": c_sort_ordre_du_jour_v1,
  "cards/sort_pause_cafe.v1.json": c_sort_pause_cafe_v1,
  "cards/sort_rappel_a_l_ordre.v1.json": c_sort_rappel_a_l_ordre_v1,
  "cards/sort_recrutement_cible.v1.json": c_sort_recrutement_cible_v1,
  "cards/sort_relire_le_proces_verbal.v1.json": c_sort_relire_le_proces_verbal_v1,
  "cards/sort_renvoi_en_commission.v1.json": c_sort_renvoi_en_commission_v1,
  "cards/sort_retrogradation.v1.json": c_sort_retrogradation_v1,
  "cards/sort_silence_dans_les_rangs.v1.json": c_sort_silence_dans_les_rangs_v1,
});

let cached: Corpus | undefined;

/** The launch corpus (checked once, then cached; deeply frozen). */
export function launchCorpus(): Corpus {
  cached ??= parseCorpus(LAUNCH_FILES);
  return cached;
}

/** The free 30-card starter deck every account gets (§10), checked legal against the launch corpus. */
export function starterDeck(): Deck {
  const result = validateDeck(LAUNCH_FILES["decks/starter.json"], launchCorpus(), {
    mode: "friendly",
    file: "decks/starter.json",
  });
  if (!result.ok) {
    const first = result.issues[0];
    throw new SetupError(first?.message ?? "invalid deck", first?.pointer ?? "", first?.file);
  }
  return result.value;
}
