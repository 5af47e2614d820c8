"use strict";
const journal = new Journal(document.getElementById("journal"),
  document.getElementById("annonces"), false);
const reponse = document.getElementById("reponse");

suivre((vue) => {
  afficherProtagonistes(document.getElementById("protagonistes"), vue.protagonists);
  journal.recevoir(vue.log);
});

document.getElementById("commande").addEventListener("submit", async (evenement) => {
  evenement.preventDefault();
  const champ = document.getElementById("texte");
  const texte = champ.value.trim();
  if (!texte) return;
  const lu = await envoyer("/command", { text: texte }, journal);
  dire(reponse, lu.table || "C'est fait.");
  if (lu.ids !== undefined) champ.value = "";
  champ.focus();
});
