"use strict";
const journal = new Journal(document.getElementById("journal"),
  document.getElementById("annonces"), true);
const reponse = document.getElementById("reponse");

suivre((vue) => {
  document.getElementById("destin").textContent = vue.destin_words;
  afficherProtagonistes(document.getElementById("protagonistes"), vue.protagonists);
  journal.recevoir(vue.journal);
});

document.querySelectorAll("[data-bouton]").forEach((bouton) => {
  bouton.addEventListener("click", async () => {
    const lu = await envoyer("/button", { button: bouton.dataset.bouton }, journal);
    dire(reponse, [lu.table, lu.gm ? "Destinée : " + lu.gm : ""].filter(Boolean).join(" ")
      || "C'est fait.");
  });
});
