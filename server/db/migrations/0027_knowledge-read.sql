-- hand-written (knowledge)
-- The knowledge base's articles are kept at GLOBAL and read at every site; site_isolation
-- still guards every write, so they are written only at GLOBAL.
CREATE POLICY documents_knowledge_read ON "wms"."documents" FOR SELECT USING (site_id = 'GLOBAL' AND document_type = 'KNOWLEDGE');
