/**
 * The data shipped with the package — the launch set and its extensions: every file of
 * `data/lgc-tcg/` imported as JSON, so
 * bundlers include it. Adding a card file means adding its import here; a test checks that this
 * list and the directory agree.
 */

import { deepFreeze, SetupError } from "@core/engine";
import c_crea_acolyte_de_la_veillee_v1 from "@data/lgc-tcg/cards/crea_acolyte_de_la_veillee.v1.json";
import c_crea_apprenti_pyromancien_v1 from "@data/lgc-tcg/cards/crea_apprenti_pyromancien.v1.json";
import c_crea_apprentie_arcaniste_v1 from "@data/lgc-tcg/cards/crea_apprentie_arcaniste.v1.json";
import c_crea_apprentie_demoniste_v1 from "@data/lgc-tcg/cards/crea_apprentie_demoniste.v1.json";
import c_crea_araignee_venimeuse_v1 from "@data/lgc-tcg/cards/crea_araignee_venimeuse.v1.json";
import c_crea_arcaniste_de_permanence_v1 from "@data/lgc-tcg/cards/crea_arcaniste_de_permanence.v1.json";
import c_crea_archiviste_v1 from "@data/lgc-tcg/cards/crea_archiviste.v1.json";
import c_crea_aumonier_stagiaire_v1 from "@data/lgc-tcg/cards/crea_aumonier_stagiaire.v1.json";
import c_crea_banquier_de_guilde_v1 from "@data/lgc-tcg/cards/crea_banquier_de_guilde.v1.json";
import c_crea_barde_de_taverne_v1 from "@data/lgc-tcg/cards/crea_barde_de_taverne.v1.json";
import c_crea_basilic_de_la_cave_v1 from "@data/lgc-tcg/cards/crea_basilic_de_la_cave.v1.json";
import c_crea_boss_du_mardi_soir_v1 from "@data/lgc-tcg/cards/crea_boss_du_mardi_soir.v1.json";
import c_crea_capitaine_de_la_garde_v1 from "@data/lgc-tcg/cards/crea_capitaine_de_la_garde.v1.json";
import c_crea_champion_de_la_derniere_heure_v1 from "@data/lgc-tcg/cards/crea_champion_de_la_derniere_heure.v1.json";
import c_crea_champion_du_vendredi_soir_v1 from "@data/lgc-tcg/cards/crea_champion_du_vendredi_soir.v1.json";
import c_crea_chasseuse_de_primes_v1 from "@data/lgc-tcg/cards/crea_chasseuse_de_primes.v1.json";
import c_crea_chat_du_hall_v1 from "@data/lgc-tcg/cards/crea_chat_du_hall.v1.json";
import c_crea_cheffe_de_la_garde_du_coffre_v1 from "@data/lgc-tcg/cards/crea_cheffe_de_la_garde_du_coffre.v1.json";
import c_crea_chevaliere_pressee_v1 from "@data/lgc-tcg/cards/crea_chevaliere_pressee.v1.json";
import c_crea_chevaucheur_de_raptor_v1 from "@data/lgc-tcg/cards/crea_chevaucheur_de_raptor.v1.json";
import c_crea_chouette_de_l_arcaniste_v1 from "@data/lgc-tcg/cards/crea_chouette_de_l_arcaniste.v1.json";
import c_crea_chroniqueuse_de_la_guilde_v1 from "@data/lgc-tcg/cards/crea_chroniqueuse_de_la_guilde.v1.json";
import c_crea_colosse_des_profondeurs_v1 from "@data/lgc-tcg/cards/crea_colosse_des_profondeurs.v1.json";
import c_crea_conseiller_aux_affaires_courantes_v1 from "@data/lgc-tcg/cards/crea_conseiller_aux_affaires_courantes.v1.json";
import c_crea_conseillere_aux_arcanes_v1 from "@data/lgc-tcg/cards/crea_conseillere_aux_arcanes.v1.json";
import c_crea_conseillere_aux_finances_v1 from "@data/lgc-tcg/cards/crea_conseillere_aux_finances.v1.json";
import c_crea_crieur_du_rassemblement_v1 from "@data/lgc-tcg/cards/crea_crieur_du_rassemblement.v1.json";
import c_crea_demolisseur_v1 from "@data/lgc-tcg/cards/crea_demolisseur.v1.json";
import c_crea_demon_de_la_paperasse_v1 from "@data/lgc-tcg/cards/crea_demon_de_la_paperasse.v1.json";
import c_crea_demon_majeur_sous_contrat_v1 from "@data/lgc-tcg/cards/crea_demon_majeur_sous_contrat.v1.json";
import c_crea_demoniste_de_garde_v1 from "@data/lgc-tcg/cards/crea_demoniste_de_garde.v1.json";
import c_crea_diablotin_chapardeur_v1 from "@data/lgc-tcg/cards/crea_diablotin_chapardeur.v1.json";
import c_crea_diablotin_pyromane_v1 from "@data/lgc-tcg/cards/crea_diablotin_pyromane.v1.json";
import c_crea_doyen_du_conseil_v1 from "@data/lgc-tcg/cards/crea_doyen_du_conseil.v1.json";
import c_crea_doyenne_des_soigneurs_v1 from "@data/lgc-tcg/cards/crea_doyenne_des_soigneurs.v1.json";
import c_crea_dps_impatient_v1 from "@data/lgc-tcg/cards/crea_dps_impatient.v1.json";
import c_crea_dragon_du_donjon_v1 from "@data/lgc-tcg/cards/crea_dragon_du_donjon.v1.json";
import c_crea_ecuyer_maladroit_v1 from "@data/lgc-tcg/cards/crea_ecuyer_maladroit.v1.json";
import c_crea_elementaire_de_paperasse_v1 from "@data/lgc-tcg/cards/crea_elementaire_de_paperasse.v1.json";
import c_crea_elementaire_de_procedure_v1 from "@data/lgc-tcg/cards/crea_elementaire_de_procedure.v1.json";
import c_crea_elementaire_instable_v1 from "@data/lgc-tcg/cards/crea_elementaire_instable.v1.json";
import c_crea_esprit_du_cloitre_v1 from "@data/lgc-tcg/cards/crea_esprit_du_cloitre.v1.json";
import c_crea_exorciste_v1 from "@data/lgc-tcg/cards/crea_exorciste.v1.json";
import c_crea_fondateur_de_la_guilde_v1 from "@data/lgc-tcg/cards/crea_fondateur_de_la_guilde.v1.json";
import c_crea_garde_du_coffre_v1 from "@data/lgc-tcg/cards/crea_garde_du_coffre.v1.json";
import c_crea_garde_du_reliquaire_v1 from "@data/lgc-tcg/cards/crea_garde_du_reliquaire.v1.json";
import c_crea_garde_infernal_v1 from "@data/lgc-tcg/cards/crea_garde_infernal.v1.json";
import c_crea_garde_sceaux_anti_magie_v1 from "@data/lgc-tcg/cards/crea_garde_sceaux_anti_magie.v1.json";
import c_crea_gardien_des_archives_v1 from "@data/lgc-tcg/cards/crea_gardien_des_archives.v1.json";
import c_crea_gardien_du_sanctuaire_v1 from "@data/lgc-tcg/cards/crea_gardien_du_sanctuaire.v1.json";
import c_crea_gargouille_fidele_v1 from "@data/lgc-tcg/cards/crea_gargouille_fidele.v1.json";
import c_crea_geant_des_terres_ingrates_v1 from "@data/lgc-tcg/cards/crea_geant_des_terres_ingrates.v1.json";
import c_crea_gobelin_a_bouclier_v1 from "@data/lgc-tcg/cards/crea_gobelin_a_bouclier.v1.json";
import c_crea_goinfre_du_buffet_v1 from "@data/lgc-tcg/cards/crea_goinfre_du_buffet.v1.json";
import c_crea_golem_de_cristal_v1 from "@data/lgc-tcg/cards/crea_golem_de_cristal.v1.json";
import c_crea_golem_de_siege_v1 from "@data/lgc-tcg/cards/crea_golem_de_siege.v1.json";
import c_crea_golem_des_coffres_v1 from "@data/lgc-tcg/cards/crea_golem_des_coffres.v1.json";
import c_crea_gorak_forgeron_v1 from "@data/lgc-tcg/cards/crea_gorak_forgeron.v1.json";
import c_crea_gorak_forgeron_v2 from "@data/lgc-tcg/cards/crea_gorak_forgeron.v2.json";
import c_crea_grand_inquisiteur_v1 from "@data/lgc-tcg/cards/crea_grand_inquisiteur.v1.json";
import c_crea_greffiere_de_seance_v1 from "@data/lgc-tcg/cards/crea_greffiere_de_seance.v1.json";
import c_crea_greffiere_en_chef_v1 from "@data/lgc-tcg/cards/crea_greffiere_en_chef.v1.json";
import c_crea_haut_conseiller_a_la_defense_v1 from "@data/lgc-tcg/cards/crea_haut_conseiller_a_la_defense.v1.json";
import c_crea_haute_conseillere_aux_arcanes_v1 from "@data/lgc-tcg/cards/crea_haute_conseillere_aux_arcanes.v1.json";
import c_crea_haute_conseillere_demoniste_v1 from "@data/lgc-tcg/cards/crea_haute_conseillere_demoniste.v1.json";
import c_crea_haute_pretresse_v1 from "@data/lgc-tcg/cards/crea_haute_pretresse.v1.json";
import c_crea_huissier_du_conseil_v1 from "@data/lgc-tcg/cards/crea_huissier_du_conseil.v1.json";
import c_crea_ifrit_de_la_cheminee_v1 from "@data/lgc-tcg/cards/crea_ifrit_de_la_cheminee.v1.json";
import c_crea_ingenieur_gnome_v1 from "@data/lgc-tcg/cards/crea_ingenieur_gnome.v1.json";
import c_crea_intendant_du_hall_v1 from "@data/lgc-tcg/cards/crea_intendant_du_hall.v1.json";
import c_crea_intendante_des_stocks_v1 from "@data/lgc-tcg/cards/crea_intendante_des_stocks.v1.json";
import c_crea_invocatrice_de_la_cave_v1 from "@data/lgc-tcg/cards/crea_invocatrice_de_la_cave.v1.json";
import c_crea_juge_de_la_guilde_v1 from "@data/lgc-tcg/cards/crea_juge_de_la_guilde.v1.json";
import c_crea_le_point_divers_v1 from "@data/lgc-tcg/cards/crea_le_point_divers.v1.json";
import c_crea_loup_affame_v1 from "@data/lgc-tcg/cards/crea_loup_affame.v1.json";
import c_crea_mage_de_bataille_v1 from "@data/lgc-tcg/cards/crea_mage_de_bataille.v1.json";
import c_crea_maitre_d_armes_v1 from "@data/lgc-tcg/cards/crea_maitre_d_armes.v1.json";
import c_crea_maitre_du_butin_v1 from "@data/lgc-tcg/cards/crea_maitre_du_butin.v1.json";
import c_crea_maitresse_artisane_v1 from "@data/lgc-tcg/cards/crea_maitresse_artisane.v1.json";
import c_crea_mentor_des_novices_v1 from "@data/lgc-tcg/cards/crea_mentor_des_novices.v1.json";
import c_crea_molosse_de_la_cave_v1 from "@data/lgc-tcg/cards/crea_molosse_de_la_cave.v1.json";
import c_crea_necromancienne_repentie_v1 from "@data/lgc-tcg/cards/crea_necromancienne_repentie.v1.json";
import c_crea_novice_de_l_infirmerie_v1 from "@data/lgc-tcg/cards/crea_novice_de_l_infirmerie.v1.json";
import c_crea_oeuf_de_la_mascotte_v1 from "@data/lgc-tcg/cards/crea_oeuf_de_la_mascotte.v1.json";
import c_crea_officier_de_recrutement_v1 from "@data/lgc-tcg/cards/crea_officier_de_recrutement.v1.json";
import c_crea_ogre_du_mardi_v1 from "@data/lgc-tcg/cards/crea_ogre_du_mardi.v1.json";
import c_crea_polymorphiste_du_conseil_v1 from "@data/lgc-tcg/cards/crea_polymorphiste_du_conseil.v1.json";
import c_crea_porte_etendard_des_novices_v1 from "@data/lgc-tcg/cards/crea_porte_etendard_des_novices.v1.json";
import c_crea_pouic_v1 from "@data/lgc-tcg/cards/crea_pouic.v1.json";
import c_crea_president_d_honneur_v1 from "@data/lgc-tcg/cards/crea_president_d_honneur.v1.json";
import c_crea_presidente_de_seance_v1 from "@data/lgc-tcg/cards/crea_presidente_de_seance.v1.json";
import c_crea_prestidigitateur_v1 from "@data/lgc-tcg/cards/crea_prestidigitateur.v1.json";
import c_crea_pretresse_de_l_aube_v1 from "@data/lgc-tcg/cards/crea_pretresse_de_l_aube.v1.json";
import c_crea_recrue_prometteuse_v1 from "@data/lgc-tcg/cards/crea_recrue_prometteuse.v1.json";
import c_crea_recrue_zelee_v1 from "@data/lgc-tcg/cards/crea_recrue_zelee.v1.json";
import c_crea_recrue_zelee_veteran_v1 from "@data/lgc-tcg/cards/crea_recrue_zelee_veteran.v1.json";
import c_crea_recruteuse_persuasive_v1 from "@data/lgc-tcg/cards/crea_recruteuse_persuasive.v1.json";
import c_crea_rodeur_des_ombres_v1 from "@data/lgc-tcg/cards/crea_rodeur_des_ombres.v1.json";
import c_crea_sacristain_v1 from "@data/lgc-tcg/cards/crea_sacristain.v1.json";
import c_crea_sanglier_des_pres_v1 from "@data/lgc-tcg/cards/crea_sanglier_des_pres.v1.json";
import c_crea_secretaire_particulier_v1 from "@data/lgc-tcg/cards/crea_secretaire_particulier.v1.json";
import c_crea_seigneur_des_abysses_v1 from "@data/lgc-tcg/cards/crea_seigneur_des_abysses.v1.json";
import c_crea_sergent_recruteur_v1 from "@data/lgc-tcg/cards/crea_sergent_recruteur.v1.json";
import c_crea_soigneuse_de_garde_v1 from "@data/lgc-tcg/cards/crea_soigneuse_de_garde.v1.json";
import c_crea_soigneuse_de_garde_promue_v1 from "@data/lgc-tcg/cards/crea_soigneuse_de_garde_promue.v1.json";
import c_crea_sombre_comptable_v1 from "@data/lgc-tcg/cards/crea_sombre_comptable.v1.json";
import c_crea_spectre_du_grenier_v1 from "@data/lgc-tcg/cards/crea_spectre_du_grenier.v1.json";
import c_crea_stagiaire_en_sortileges_v1 from "@data/lgc-tcg/cards/crea_stagiaire_en_sortileges.v1.json";
import c_crea_stagiaire_enthousiaste_v1 from "@data/lgc-tcg/cards/crea_stagiaire_enthousiaste.v1.json";
import c_crea_succube_de_la_comptabilite_v1 from "@data/lgc-tcg/cards/crea_succube_de_la_comptabilite.v1.json";
import c_crea_tank_en_formation_v1 from "@data/lgc-tcg/cards/crea_tank_en_formation.v1.json";
import c_crea_tank_en_formation_diplome_v1 from "@data/lgc-tcg/cards/crea_tank_en_formation_diplome.v1.json";
import c_crea_tireur_d_elite_du_conseil_v1 from "@data/lgc-tcg/cards/crea_tireur_d_elite_du_conseil.v1.json";
import c_crea_tireuse_confirmee_v1 from "@data/lgc-tcg/cards/crea_tireuse_confirmee.v1.json";
import c_crea_tireuse_novice_v1 from "@data/lgc-tcg/cards/crea_tireuse_novice.v1.json";
import c_crea_tortue_des_remparts_v1 from "@data/lgc-tcg/cards/crea_tortue_des_remparts.v1.json";
import c_crea_tresorier_sulfureux_v1 from "@data/lgc-tcg/cards/crea_tresorier_sulfureux.v1.json";
import c_crea_tresoriere_generale_v1 from "@data/lgc-tcg/cards/crea_tresoriere_generale.v1.json";
import c_crea_troll_rancunier_v1 from "@data/lgc-tcg/cards/crea_troll_rancunier.v1.json";
import c_perm_atelier_des_enchanteurs_v1 from "@data/lgc-tcg/cards/perm_atelier_des_enchanteurs.v1.json";
import c_perm_autel_de_la_cave_v1 from "@data/lgc-tcg/cards/perm_autel_de_la_cave.v1.json";
import c_perm_banniere_de_la_guilde_v1 from "@data/lgc-tcg/cards/perm_banniere_de_la_guilde.v1.json";
import c_perm_bibliotheque_v1 from "@data/lgc-tcg/cards/perm_bibliotheque.v1.json";
import c_perm_bibliotheque_des_arcanes_v1 from "@data/lgc-tcg/cards/perm_bibliotheque_des_arcanes.v1.json";
import c_perm_brasero_runique_v1 from "@data/lgc-tcg/cards/perm_brasero_runique.v1.json";
import c_perm_caserne_de_la_guilde_v1 from "@data/lgc-tcg/cards/perm_caserne_de_la_guilde.v1.json";
import c_perm_cercle_d_invocation_v1 from "@data/lgc-tcg/cards/perm_cercle_d_invocation.v1.json";
import c_perm_chapelle_du_conseil_v1 from "@data/lgc-tcg/cards/perm_chapelle_du_conseil.v1.json";
import c_perm_coffre_de_guilde_v1 from "@data/lgc-tcg/cards/perm_coffre_de_guilde.v1.json";
import c_perm_hall_de_la_guilde_v1 from "@data/lgc-tcg/cards/perm_hall_de_la_guilde.v1.json";
import c_perm_infirmerie_du_hall_v1 from "@data/lgc-tcg/cards/perm_infirmerie_du_hall.v1.json";
import c_perm_poste_de_sentinelle_v1 from "@data/lgc-tcg/cards/perm_poste_de_sentinelle.v1.json";
import c_perm_reliquaire_des_anciens_v1 from "@data/lgc-tcg/cards/perm_reliquaire_des_anciens.v1.json";
import c_perm_salle_d_entrainement_v1 from "@data/lgc-tcg/cards/perm_salle_d_entrainement.v1.json";
import c_perm_taverne_du_conseil_v1 from "@data/lgc-tcg/cards/perm_taverne_du_conseil.v1.json";
import c_perm_tour_de_guet_v1 from "@data/lgc-tcg/cards/perm_tour_de_guet.v1.json";
import c_perm_tribune_d_honneur_v1 from "@data/lgc-tcg/cards/perm_tribune_d_honneur.v1.json";
import c_sort_ajournement_de_seance_v1 from "@data/lgc-tcg/cards/sort_ajournement_de_seance.v1.json";
import c_sort_appel_aux_renforts_v1 from "@data/lgc-tcg/cards/sort_appel_aux_renforts.v1.json";
import c_sort_assemblee_generale_v1 from "@data/lgc-tcg/cards/sort_assemblee_generale.v1.json";
import c_sort_audit_des_comptes_v1 from "@data/lgc-tcg/cards/sort_audit_des_comptes.v1.json";
import c_sort_avance_sur_cotisation_v1 from "@data/lgc-tcg/cards/sort_avance_sur_cotisation.v1.json";
import c_sort_banquet_de_guilde_v1 from "@data/lgc-tcg/cards/sort_banquet_de_guilde.v1.json";
import c_sort_blame_officiel_v1 from "@data/lgc-tcg/cards/sort_blame_officiel.v1.json";
import c_sort_brasier_infernal_v1 from "@data/lgc-tcg/cards/sort_brasier_infernal.v1.json";
import c_sort_bulle_de_protection_v1 from "@data/lgc-tcg/cards/sort_bulle_de_protection.v1.json";
import c_sort_cible_prioritaire_v1 from "@data/lgc-tcg/cards/sort_cible_prioritaire.v1.json";
import c_sort_clause_de_penalite_v1 from "@data/lgc-tcg/cards/sort_clause_de_penalite.v1.json";
import c_sort_contre_motion_v1 from "@data/lgc-tcg/cards/sort_contre_motion.v1.json";
import c_sort_conversion_v1 from "@data/lgc-tcg/cards/sort_conversion.v1.json";
import c_sort_conversion_forcee_v1 from "@data/lgc-tcg/cards/sort_conversion_forcee.v1.json";
import c_sort_cotte_de_mailles_d_occasion_v1 from "@data/lgc-tcg/cards/sort_cotte_de_mailles_d_occasion.v1.json";
import c_sort_courant_d_air_glacial_v1 from "@data/lgc-tcg/cards/sort_courant_d_air_glacial.v1.json";
import c_sort_distribution_du_butin_v1 from "@data/lgc-tcg/cards/sort_distribution_du_butin.v1.json";
import c_sort_drain_d_ame_v1 from "@data/lgc-tcg/cards/sort_drain_d_ame.v1.json";
import c_sort_encouragements_v1 from "@data/lgc-tcg/cards/sort_encouragements.v1.json";
import c_sort_exclusion_v1 from "@data/lgc-tcg/cards/sort_exclusion.v1.json";
import c_sort_explosion_des_arcanes_v1 from "@data/lgc-tcg/cards/sort_explosion_des_arcanes.v1.json";
import c_sort_flamme_des_abysses_v1 from "@data/lgc-tcg/cards/sort_flamme_des_abysses.v1.json";
import c_sort_grele_de_tampons_v1 from "@data/lgc-tcg/cards/sort_grele_de_tampons.v1.json";
import c_sort_invocation_de_la_cave_v1 from "@data/lgc-tcg/cards/sort_invocation_de_la_cave.v1.json";
import c_sort_la_nuit_du_quorum_v1 from "@data/lgc-tcg/cards/sort_la_nuit_du_quorum.v1.json";
import c_sort_le_premier_down_v1 from "@data/lgc-tcg/cards/sort_le_premier_down.v1.json";
import c_sort_lecture_du_reglement_v1 from "@data/lgc-tcg/cards/sort_lecture_du_reglement.v1.json";
import c_sort_mise_a_pied_v1 from "@data/lgc-tcg/cards/sort_mise_a_pied.v1.json";
import c_sort_mise_en_grenouille_v1 from "@data/lgc-tcg/cards/sort_mise_en_grenouille.v1.json";
import c_sort_mot_de_la_fin_v1 from "@data/lgc-tcg/cards/sort_mot_de_la_fin.v1.json";
import c_sort_motion_de_censure_v1 from "@data/lgc-tcg/cards/sort_motion_de_censure.v1.json";
import c_sort_mur_de_boucliers_v1 from "@data/lgc-tcg/cards/sort_mur_de_boucliers.v1.json";
import c_sort_neant_contractuel_v1 from "@data/lgc-tcg/cards/sort_neant_contractuel.v1.json";
import c_sort_ordre_du_jour_v1 from "@data/lgc-tcg/cards/sort_ordre_du_jour.v1.json";
import c_sort_pacte_de_ferveur_v1 from "@data/lgc-tcg/cards/sort_pacte_de_ferveur.v1.json";
import c_sort_pansement_reglementaire_v1 from "@data/lgc-tcg/cards/sort_pansement_reglementaire.v1.json";
import c_sort_pause_cafe_v1 from "@data/lgc-tcg/cards/sort_pause_cafe.v1.json";
import c_sort_persuasion_v1 from "@data/lgc-tcg/cards/sort_persuasion.v1.json";
import c_sort_piege_de_la_cave_v1 from "@data/lgc-tcg/cards/sort_piege_de_la_cave.v1.json";
import c_sort_point_divers_v1 from "@data/lgc-tcg/cards/sort_point_divers.v1.json";
import c_sort_pot_de_fin_de_raid_v1 from "@data/lgc-tcg/cards/sort_pot_de_fin_de_raid.v1.json";
import c_sort_priere_collective_v1 from "@data/lgc-tcg/cards/sort_priere_collective.v1.json";
import c_sort_promotion_au_merite_v1 from "@data/lgc-tcg/cards/sort_promotion_au_merite.v1.json";
import c_sort_pyroblast_budgetaire_v1 from "@data/lgc-tcg/cards/sort_pyroblast_budgetaire.v1.json";
import c_sort_question_prealable_v1 from "@data/lgc-tcg/cards/sort_question_prealable.v1.json";
import c_sort_rappel_a_l_ordre_v1 from "@data/lgc-tcg/cards/sort_rappel_a_l_ordre.v1.json";
import c_sort_rapport_annuel_v1 from "@data/lgc-tcg/cards/sort_rapport_annuel.v1.json";
import c_sort_recrutement_cible_v1 from "@data/lgc-tcg/cards/sort_recrutement_cible.v1.json";
import c_sort_recrutement_de_masse_v1 from "@data/lgc-tcg/cards/sort_recrutement_de_masse.v1.json";
import c_sort_relire_le_proces_verbal_v1 from "@data/lgc-tcg/cards/sort_relire_le_proces_verbal.v1.json";
import c_sort_rempart_du_conseil_v1 from "@data/lgc-tcg/cards/sort_rempart_du_conseil.v1.json";
import c_sort_renvoi_en_commission_v1 from "@data/lgc-tcg/cards/sort_renvoi_en_commission.v1.json";
import c_sort_renvoi_en_grenouille_v1 from "@data/lgc-tcg/cards/sort_renvoi_en_grenouille.v1.json";
import c_sort_repentir_v1 from "@data/lgc-tcg/cards/sort_repentir.v1.json";
import c_sort_resurrection_administrative_v1 from "@data/lgc-tcg/cards/sort_resurrection_administrative.v1.json";
import c_sort_retrogradation_v1 from "@data/lgc-tcg/cards/sort_retrogradation.v1.json";
import c_sort_sanction_disciplinaire_v1 from "@data/lgc-tcg/cards/sort_sanction_disciplinaire.v1.json";
import c_sort_session_extraordinaire_v1 from "@data/lgc-tcg/cards/sort_session_extraordinaire.v1.json";
import c_sort_silence_dans_les_rangs_v1 from "@data/lgc-tcg/cards/sort_silence_dans_les_rangs.v1.json";
import c_sort_siphon_d_ame_v1 from "@data/lgc-tcg/cards/sort_siphon_d_ame.v1.json";
import c_sort_strategie_du_raid_v1 from "@data/lgc-tcg/cards/sort_strategie_du_raid.v1.json";
import c_sort_tempete_de_procedure_v1 from "@data/lgc-tcg/cards/sort_tempete_de_procedure.v1.json";
import c_sort_veillee_funebre_v1 from "@data/lgc-tcg/cards/sort_veillee_funebre.v1.json";
import c_sort_voeu_de_silence_v1 from "@data/lgc-tcg/cards/sort_voeu_de_silence.v1.json";
import starter from "@data/lgc-tcg/decks/starter.json";
import heroes from "@data/lgc-tcg/heroes.json";
import ranks from "@data/lgc-tcg/ranks.json";
import rules from "@data/lgc-tcg/rules.json";
import sets from "@data/lgc-tcg/sets.json";
import taxonomy from "@data/lgc-tcg/taxonomy.json";
import tokens from "@data/lgc-tcg/tokens.json";
import { assembleCorpus, type CorpusFiles, parseCorpus } from "./corpus.js";
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
  "cards/crea_acolyte_de_la_veillee.v1.json": c_crea_acolyte_de_la_veillee_v1,
  "cards/crea_apprenti_pyromancien.v1.json": c_crea_apprenti_pyromancien_v1,
  "cards/crea_apprentie_arcaniste.v1.json": c_crea_apprentie_arcaniste_v1,
  "cards/crea_apprentie_demoniste.v1.json": c_crea_apprentie_demoniste_v1,
  "cards/crea_araignee_venimeuse.v1.json": c_crea_araignee_venimeuse_v1,
  "cards/crea_arcaniste_de_permanence.v1.json": c_crea_arcaniste_de_permanence_v1,
  "cards/crea_archiviste.v1.json": c_crea_archiviste_v1,
  "cards/crea_aumonier_stagiaire.v1.json": c_crea_aumonier_stagiaire_v1,
  "cards/crea_banquier_de_guilde.v1.json": c_crea_banquier_de_guilde_v1,
  "cards/crea_barde_de_taverne.v1.json": c_crea_barde_de_taverne_v1,
  "cards/crea_basilic_de_la_cave.v1.json": c_crea_basilic_de_la_cave_v1,
  "cards/crea_boss_du_mardi_soir.v1.json": c_crea_boss_du_mardi_soir_v1,
  "cards/crea_capitaine_de_la_garde.v1.json": c_crea_capitaine_de_la_garde_v1,
  "cards/crea_champion_de_la_derniere_heure.v1.json": c_crea_champion_de_la_derniere_heure_v1,
  "cards/crea_champion_du_vendredi_soir.v1.json": c_crea_champion_du_vendredi_soir_v1,
  "cards/crea_chasseuse_de_primes.v1.json": c_crea_chasseuse_de_primes_v1,
  "cards/crea_chat_du_hall.v1.json": c_crea_chat_du_hall_v1,
  "cards/crea_cheffe_de_la_garde_du_coffre.v1.json": c_crea_cheffe_de_la_garde_du_coffre_v1,
  "cards/crea_chevaliere_pressee.v1.json": c_crea_chevaliere_pressee_v1,
  "cards/crea_chevaucheur_de_raptor.v1.json": c_crea_chevaucheur_de_raptor_v1,
  "cards/crea_chouette_de_l_arcaniste.v1.json": c_crea_chouette_de_l_arcaniste_v1,
  "cards/crea_chroniqueuse_de_la_guilde.v1.json": c_crea_chroniqueuse_de_la_guilde_v1,
  "cards/crea_colosse_des_profondeurs.v1.json": c_crea_colosse_des_profondeurs_v1,
  "cards/crea_conseiller_aux_affaires_courantes.v1.json": c_crea_conseiller_aux_affaires_courantes_v1,
  "cards/crea_conseillere_aux_arcanes.v1.json": c_crea_conseillere_aux_arcanes_v1,
  "cards/crea_conseillere_aux_finances.v1.json": c_crea_conseillere_aux_finances_v1,
  "cards/crea_crieur_du_rassemblement.v1.json": c_crea_crieur_du_rassemblement_v1,
  "cards/crea_demolisseur.v1.json": c_crea_demolisseur_v1,
  "cards/crea_demon_de_la_paperasse.v1.json": c_crea_demon_de_la_paperasse_v1,
  "cards/crea_demon_majeur_sous_contrat.v1.json": c_crea_demon_majeur_sous_contrat_v1,
  "cards/crea_demoniste_de_garde.v1.json": c_crea_demoniste_de_garde_v1,
  "cards/crea_diablotin_chapardeur.v1.json": c_crea_diablotin_chapardeur_v1,
  "cards/crea_diablotin_pyromane.v1.json": c_crea_diablotin_pyromane_v1,
  "cards/crea_doyen_du_conseil.v1.json": c_crea_doyen_du_conseil_v1,
  "cards/crea_doyenne_des_soigneurs.v1.json": c_crea_doyenne_des_soigneurs_v1,
  "cards/crea_dps_impatient.v1.json": c_crea_dps_impatient_v1,
  "cards/crea_dragon_du_donjon.v1.json": c_crea_dragon_du_donjon_v1,
  "cards/crea_ecuyer_maladroit.v1.json": c_crea_ecuyer_maladroit_v1,
  "cards/crea_elementaire_de_paperasse.v1.json": c_crea_elementaire_de_paperasse_v1,
  "cards/crea_elementaire_de_procedure.v1.json": c_crea_elementaire_de_procedure_v1,
  "cards/crea_elementaire_instable.v1.json": c_crea_elementaire_instable_v1,
  "cards/crea_esprit_du_cloitre.v1.json": c_crea_esprit_du_cloitre_v1,
  "cards/crea_exorciste.v1.json": c_crea_exorciste_v1,
  "cards/crea_fondateur_de_la_guilde.v1.json": c_crea_fondateur_de_la_guilde_v1,
  "cards/crea_garde_du_coffre.v1.json": c_crea_garde_du_coffre_v1,
  "cards/crea_garde_du_reliquaire.v1.json": c_crea_garde_du_reliquaire_v1,
  "cards/crea_garde_infernal.v1.json": c_crea_garde_infernal_v1,
  "cards/crea_garde_sceaux_anti_magie.v1.json": c_crea_garde_sceaux_anti_magie_v1,
  "cards/crea_gardien_des_archives.v1.json": c_crea_gardien_des_archives_v1,
  "cards/crea_gardien_du_sanctuaire.v1.json": c_crea_gardien_du_sanctuaire_v1,
  "cards/crea_gargouille_fidele.v1.json": c_crea_gargouille_fidele_v1,
  "cards/crea_geant_des_terres_ingrates.v1.json": c_crea_geant_des_terres_ingrates_v1,
  "cards/crea_gobelin_a_bouclier.v1.json": c_crea_gobelin_a_bouclier_v1,
  "cards/crea_goinfre_du_buffet.v1.json": c_crea_goinfre_du_buffet_v1,
  "cards/crea_golem_de_cristal.v1.json": c_crea_golem_de_cristal_v1,
  "cards/crea_golem_de_siege.v1.json": c_crea_golem_de_siege_v1,
  "cards/crea_golem_des_coffres.v1.json": c_crea_golem_des_coffres_v1,
  "cards/crea_gorak_forgeron.v1.json": c_crea_gorak_forgeron_v1,
  "cards/crea_gorak_forgeron.v2.json": c_crea_gorak_forgeron_v2,
  "cards/crea_grand_inquisiteur.v1.json": c_crea_grand_inquisiteur_v1,
  "cards/crea_greffiere_de_seance.v1.json": c_crea_greffiere_de_seance_v1,
  "cards/crea_greffiere_en_chef.v1.json": c_crea_greffiere_en_chef_v1,
  "cards/crea_haut_conseiller_a_la_defense.v1.json": c_crea_haut_conseiller_a_la_defense_v1,
  "cards/crea_haute_conseillere_aux_arcanes.v1.json": c_crea_haute_conseillere_aux_arcanes_v1,
  "cards/crea_haute_conseillere_demoniste.v1.json": c_crea_haute_conseillere_demoniste_v1,
  "cards/crea_haute_pretresse.v1.json": c_crea_haute_pretresse_v1,
  "cards/crea_huissier_du_conseil.v1.json": c_crea_huissier_du_conseil_v1,
  "cards/crea_ifrit_de_la_cheminee.v1.json": c_crea_ifrit_de_la_cheminee_v1,
  "cards/crea_ingenieur_gnome.v1.json": c_crea_ingenieur_gnome_v1,
  "cards/crea_intendant_du_hall.v1.json": c_crea_intendant_du_hall_v1,
  "cards/crea_intendante_des_stocks.v1.json": c_crea_intendante_des_stocks_v1,
  "cards/crea_invocatrice_de_la_cave.v1.json": c_crea_invocatrice_de_la_cave_v1,
  "cards/crea_juge_de_la_guilde.v1.json": c_crea_juge_de_la_guilde_v1,
  "cards/crea_le_point_divers.v1.json": c_crea_le_point_divers_v1,
  "cards/crea_loup_affame.v1.json": c_crea_loup_affame_v1,
  "cards/crea_mage_de_bataille.v1.json": c_crea_mage_de_bataille_v1,
  "cards/crea_maitre_d_armes.v1.json": c_crea_maitre_d_armes_v1,
  "cards/crea_maitre_du_butin.v1.json": c_crea_maitre_du_butin_v1,
  "cards/crea_maitresse_artisane.v1.json": c_crea_maitresse_artisane_v1,
  "cards/crea_mentor_des_novices.v1.json": c_crea_mentor_des_novices_v1,
  "cards/crea_molosse_de_la_cave.v1.json": c_crea_molosse_de_la_cave_v1,
  "cards/crea_necromancienne_repentie.v1.json": c_crea_necromancienne_repentie_v1,
  "cards/crea_novice_de_l_infirmerie.v1.json": c_crea_novice_de_l_infirmerie_v1,
  "cards/crea_oeuf_de_la_mascotte.v1.json": c_crea_oeuf_de_la_mascotte_v1,
  "cards/crea_officier_de_recrutement.v1.json": c_crea_officier_de_recrutement_v1,
  "cards/crea_ogre_du_mardi.v1.json": c_crea_ogre_du_mardi_v1,
  "cards/crea_polymorphiste_du_conseil.v1.json": c_crea_polymorphiste_du_conseil_v1,
  "cards/crea_porte_etendard_des_novices.v1.json": c_crea_porte_etendard_des_novices_v1,
  "cards/crea_pouic.v1.json": c_crea_pouic_v1,
  "cards/crea_president_d_honneur.v1.json": c_crea_president_d_honneur_v1,
  "cards/crea_presidente_de_seance.v1.json": c_crea_presidente_de_seance_v1,
  "cards/crea_prestidigitateur.v1.json": c_crea_prestidigitateur_v1,
  "cards/crea_pretresse_de_l_aube.v1.json": c_crea_pretresse_de_l_aube_v1,
  "cards/crea_recrue_prometteuse.v1.json": c_crea_recrue_prometteuse_v1,
  "cards/crea_recrue_zelee.v1.json": c_crea_recrue_zelee_v1,
  "cards/crea_recrue_zelee_veteran.v1.json": c_crea_recrue_zelee_veteran_v1,
  "cards/crea_recruteuse_persuasive.v1.json": c_crea_recruteuse_persuasive_v1,
  "cards/crea_rodeur_des_ombres.v1.json": c_crea_rodeur_des_ombres_v1,
  "cards/crea_sacristain.v1.json": c_crea_sacristain_v1,
  "cards/crea_sanglier_des_pres.v1.json": c_crea_sanglier_des_pres_v1,
  "cards/crea_secretaire_particulier.v1.json": c_crea_secretaire_particulier_v1,
  "cards/crea_seigneur_des_abysses.v1.json": c_crea_seigneur_des_abysses_v1,
  "cards/crea_sergent_recruteur.v1.json": c_crea_sergent_recruteur_v1,
  "cards/crea_soigneuse_de_garde.v1.json": c_crea_soigneuse_de_garde_v1,
  "cards/crea_soigneuse_de_garde_promue.v1.json": c_crea_soigneuse_de_garde_promue_v1,
  "cards/crea_sombre_comptable.v1.json": c_crea_sombre_comptable_v1,
  "cards/crea_spectre_du_grenier.v1.json": c_crea_spectre_du_grenier_v1,
  "cards/crea_stagiaire_en_sortileges.v1.json": c_crea_stagiaire_en_sortileges_v1,
  "cards/crea_stagiaire_enthousiaste.v1.json": c_crea_stagiaire_enthousiaste_v1,
  "cards/crea_succube_de_la_comptabilite.v1.json": c_crea_succube_de_la_comptabilite_v1,
  "cards/crea_tank_en_formation.v1.json": c_crea_tank_en_formation_v1,
  "cards/crea_tank_en_formation_diplome.v1.json": c_crea_tank_en_formation_diplome_v1,
  "cards/crea_tireur_d_elite_du_conseil.v1.json": c_crea_tireur_d_elite_du_conseil_v1,
  "cards/crea_tireuse_confirmee.v1.json": c_crea_tireuse_confirmee_v1,
  "cards/crea_tireuse_novice.v1.json": c_crea_tireuse_novice_v1,
  "cards/crea_tortue_des_remparts.v1.json": c_crea_tortue_des_remparts_v1,
  "cards/crea_tresorier_sulfureux.v1.json": c_crea_tresorier_sulfureux_v1,
  "cards/crea_tresoriere_generale.v1.json": c_crea_tresoriere_generale_v1,
  "cards/crea_troll_rancunier.v1.json": c_crea_troll_rancunier_v1,
  "cards/perm_atelier_des_enchanteurs.v1.json": c_perm_atelier_des_enchanteurs_v1,
  "cards/perm_autel_de_la_cave.v1.json": c_perm_autel_de_la_cave_v1,
  "cards/perm_banniere_de_la_guilde.v1.json": c_perm_banniere_de_la_guilde_v1,
  "cards/perm_bibliotheque.v1.json": c_perm_bibliotheque_v1,
  "cards/perm_bibliotheque_des_arcanes.v1.json": c_perm_bibliotheque_des_arcanes_v1,
  "cards/perm_brasero_runique.v1.json": c_perm_brasero_runique_v1,
  "cards/perm_caserne_de_la_guilde.v1.json": c_perm_caserne_de_la_guilde_v1,
  "cards/perm_cercle_d_invocation.v1.json": c_perm_cercle_d_invocation_v1,
  "cards/perm_chapelle_du_conseil.v1.json": c_perm_chapelle_du_conseil_v1,
  "cards/perm_coffre_de_guilde.v1.json": c_perm_coffre_de_guilde_v1,
  "cards/perm_hall_de_la_guilde.v1.json": c_perm_hall_de_la_guilde_v1,
  "cards/perm_infirmerie_du_hall.v1.json": c_perm_infirmerie_du_hall_v1,
  "cards/perm_poste_de_sentinelle.v1.json": c_perm_poste_de_sentinelle_v1,
  "cards/perm_reliquaire_des_anciens.v1.json": c_perm_reliquaire_des_anciens_v1,
  "cards/perm_salle_d_entrainement.v1.json": c_perm_salle_d_entrainement_v1,
  "cards/perm_taverne_du_conseil.v1.json": c_perm_taverne_du_conseil_v1,
  "cards/perm_tour_de_guet.v1.json": c_perm_tour_de_guet_v1,
  "cards/perm_tribune_d_honneur.v1.json": c_perm_tribune_d_honneur_v1,
  "cards/sort_ajournement_de_seance.v1.json": c_sort_ajournement_de_seance_v1,
  "cards/sort_appel_aux_renforts.v1.json": c_sort_appel_aux_renforts_v1,
  "cards/sort_assemblee_generale.v1.json": c_sort_assemblee_generale_v1,
  "cards/sort_audit_des_comptes.v1.json": c_sort_audit_des_comptes_v1,
  "cards/sort_avance_sur_cotisation.v1.json": c_sort_avance_sur_cotisation_v1,
  "cards/sort_banquet_de_guilde.v1.json": c_sort_banquet_de_guilde_v1,
  "cards/sort_blame_officiel.v1.json": c_sort_blame_officiel_v1,
  "cards/sort_brasier_infernal.v1.json": c_sort_brasier_infernal_v1,
  "cards/sort_bulle_de_protection.v1.json": c_sort_bulle_de_protection_v1,
  "cards/sort_cible_prioritaire.v1.json": c_sort_cible_prioritaire_v1,
  "cards/sort_clause_de_penalite.v1.json": c_sort_clause_de_penalite_v1,
  "cards/sort_contre_motion.v1.json": c_sort_contre_motion_v1,
  "cards/sort_conversion.v1.json": c_sort_conversion_v1,
  "cards/sort_conversion_forcee.v1.json": c_sort_conversion_forcee_v1,
  "cards/sort_cotte_de_mailles_d_occasion.v1.json": c_sort_cotte_de_mailles_d_occasion_v1,
  "cards/sort_courant_d_air_glacial.v1.json": c_sort_courant_d_air_glacial_v1,
  "cards/sort_distribution_du_butin.v1.json": c_sort_distribution_du_butin_v1,
  "cards/sort_drain_d_ame.v1.json": c_sort_drain_d_ame_v1,
  "cards/sort_encouragements.v1.json": c_sort_encouragements_v1,
  "cards/sort_exclusion.v1.json": c_sort_exclusion_v1,
  "cards/sort_explosion_des_arcanes.v1.json": c_sort_explosion_des_arcanes_v1,
  "cards/sort_flamme_des_abysses.v1.json": c_sort_flamme_des_abysses_v1,
  "cards/sort_grele_de_tampons.v1.json": c_sort_grele_de_tampons_v1,
  "cards/sort_invocation_de_la_cave.v1.json": c_sort_invocation_de_la_cave_v1,
  "cards/sort_la_nuit_du_quorum.v1.json": c_sort_la_nuit_du_quorum_v1,
  "cards/sort_le_premier_down.v1.json": c_sort_le_premier_down_v1,
  "cards/sort_lecture_du_reglement.v1.json": c_sort_lecture_du_reglement_v1,
  "cards/sort_mise_a_pied.v1.json": c_sort_mise_a_pied_v1,
  "cards/sort_mise_en_grenouille.v1.json": c_sort_mise_en_grenouille_v1,
  "cards/sort_mot_de_la_fin.v1.json": c_sort_mot_de_la_fin_v1,
  "cards/sort_motion_de_censure.v1.json": c_sort_motion_de_censure_v1,
  "cards/sort_mur_de_boucliers.v1.json": c_sort_mur_de_boucliers_v1,
  "cards/sort_neant_contractuel.v1.json": c_sort_neant_contractuel_v1,
  "cards/sort_ordre_du_jour.v1.json": c_sort_ordre_du_jour_v1,
  "cards/sort_pacte_de_ferveur.v1.json": c_sort_pacte_de_ferveur_v1,
  "cards/sort_pansement_reglementaire.v1.json": c_sort_pansement_reglementaire_v1,
  "cards/sort_pause_cafe.v1.json": c_sort_pause_cafe_v1,
  "cards/sort_persuasion.v1.json": c_sort_persuasion_v1,
  "cards/sort_piege_de_la_cave.v1.json": c_sort_piege_de_la_cave_v1,
  "cards/sort_point_divers.v1.json": c_sort_point_divers_v1,
  "cards/sort_pot_de_fin_de_raid.v1.json": c_sort_pot_de_fin_de_raid_v1,
  "cards/sort_priere_collective.v1.json": c_sort_priere_collective_v1,
  "cards/sort_promotion_au_merite.v1.json": c_sort_promotion_au_merite_v1,
  "cards/sort_pyroblast_budgetaire.v1.json": c_sort_pyroblast_budgetaire_v1,
  "cards/sort_question_prealable.v1.json": c_sort_question_prealable_v1,
  "cards/sort_rappel_a_l_ordre.v1.json": c_sort_rappel_a_l_ordre_v1,
  "cards/sort_rapport_annuel.v1.json": c_sort_rapport_annuel_v1,
  "cards/sort_recrutement_cible.v1.json": c_sort_recrutement_cible_v1,
  "cards/sort_recrutement_de_masse.v1.json": c_sort_recrutement_de_masse_v1,
  "cards/sort_relire_le_proces_verbal.v1.json": c_sort_relire_le_proces_verbal_v1,
  "cards/sort_rempart_du_conseil.v1.json": c_sort_rempart_du_conseil_v1,
  "cards/sort_renvoi_en_commission.v1.json": c_sort_renvoi_en_commission_v1,
  "cards/sort_renvoi_en_grenouille.v1.json": c_sort_renvoi_en_grenouille_v1,
  "cards/sort_repentir.v1.json": c_sort_repentir_v1,
  "cards/sort_resurrection_administrative.v1.json": c_sort_resurrection_administrative_v1,
  "cards/sort_retrogradation.v1.json": c_sort_retrogradation_v1,
  "cards/sort_sanction_disciplinaire.v1.json": c_sort_sanction_disciplinaire_v1,
  "cards/sort_session_extraordinaire.v1.json": c_sort_session_extraordinaire_v1,
  "cards/sort_silence_dans_les_rangs.v1.json": c_sort_silence_dans_les_rangs_v1,
  "cards/sort_siphon_d_ame.v1.json": c_sort_siphon_d_ame_v1,
  "cards/sort_strategie_du_raid.v1.json": c_sort_strategie_du_raid_v1,
  "cards/sort_tempete_de_procedure.v1.json": c_sort_tempete_de_procedure_v1,
  "cards/sort_veillee_funebre.v1.json": c_sort_veillee_funebre_v1,
  "cards/sort_voeu_de_silence.v1.json": c_sort_voeu_de_silence_v1,
});

let cached: Corpus | undefined;

/** The launch corpus (checked once, then cached; deeply frozen). */
export function launchCorpus(): Corpus {
  cached ??= parseCorpus(LAUNCH_FILES);
  return cached;
}

let bundled: Corpus | undefined;

/**
 * The launch corpus assembled without its checks (then cached; deeply frozen): equal to
 * {@link launchCorpus}, whose checks the tests run on these very files, for clients that must not
 * carry the schema validator (the web pages; issue 18).
 */
export function bundledCorpus(): Corpus {
  bundled ??= assembleCorpus(LAUNCH_FILES);
  return bundled;
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
